"use client";

import { useEffect } from "react";
import { forgetOfflineData } from "./service-worker";

/**
 * On the sign-in and sign-up pages nobody is signed in on this device (signed out here, from
 * another device, or the session ran out): the pages and photos kept for use offline go.
 * Changes still waiting stay, under their user's key, for when that user signs in again.
 */
export function ForgetOfflineData() {
  useEffect(() => {
    void forgetOfflineData({ queue: false });
  }, []);
  return null;
}
