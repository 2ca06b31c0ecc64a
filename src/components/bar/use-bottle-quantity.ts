"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { Quantity } from "@/domain/constants";
import type { ShelfRow } from "@/domain/shelf-groups";
import { queueLevel } from "../offline/queue-level";
import { isNetworkProblem, sendJson, type ApiProblem } from "../ui/api";

/**
 * A bottle's level, set from its row: the chosen level shows at once and stays until the
 * page's data catches up; a refused change goes back to the saved level with the reason.
 * Offline, the change is kept on the device and sent when the network is back.
 */
export function useBottleQuantity(item: ShelfRow) {
  const router = useRouter();
  const [pendingQuantity, setPendingQuantity] = useState<Quantity | null>(null);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const quantity = pendingQuantity ?? item.quantity;

  async function setQuantity(next: Quantity) {
    if (next === quantity) return;
    setProblem(null);
    setPendingQuantity(next);
    const result = await sendJson("PATCH", `/api/bar-items/${encodeURIComponent(item.id)}`, { quantity: next });
    if (!result.ok && isNetworkProblem(result.problem) && (await queueLevel({ barItemId: item.id, name: item.name, quantity: next }))) return;
    if (!result.ok) {
      setPendingQuantity(null);
      setProblem(result.problem);
      return;
    }
    router.refresh();
  }

  return { quantity, pending: pendingQuantity !== null, problem, setQuantity };
}
