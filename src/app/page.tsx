import { redirect } from "next/navigation";
import { requirePageUser } from "@/server/auth";

export default async function Home() {
  await requirePageUser();
  redirect("/recipes");
}
