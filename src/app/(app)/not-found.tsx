import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/not-found-content";

export const metadata: Metadata = { title: "Not found" };

/** A 404 inside the signed-in shell (e.g. another user's drink). */
export default function NotFound() {
  return <NotFoundContent />;
}
