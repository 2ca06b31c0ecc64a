"use client";

import type { Quantity } from "@/domain/types";
import { newIdempotencyKey } from "../ui/api";
import { queueChange } from "./offline-queue";

/** Keeps a bottle's new level to send when the network is back; false when it could not be kept. */
export function queueLevel({ barItemId, name, quantity }: { barItemId: string; name: string; quantity: Quantity }): Promise<boolean> {
  return queueChange({ kind: "level", barItemId, name, quantity, key: newIdempotencyKey() }).catch(() => false);
}
