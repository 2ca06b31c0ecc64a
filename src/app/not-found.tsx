import Link from "next/link";

export default function NotFound() {
  return (
    <main>
      <h1>Not found</h1>
      <p className="muted">There is nothing here, or it is not yours.</p>
      <Link href="/recipes">Back to your recipes</Link>
    </main>
  );
}
