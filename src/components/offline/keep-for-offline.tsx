"use client";

import { useEffect } from "react";
import { keepForOffline } from "./service-worker";

/** Asks the offline worker to keep these pages of the signed-in user (a page's links worth opening offline). */
export function KeepForOffline({ pages }: { pages: string[] }) {
  const list = pages.join("\n");
  useEffect(() => {
    void keepForOffline(list ? list.split("\n") : []).catch(() => undefined);
  }, [list]);
  return null;
}
