import Link from "next/link";

export function NotFoundContent() {
  return (
    <div className="empty" style={{ marginTop: "2rem" }}>
      <h1>Not found</h1>
      <p>There is nothing here, or it belongs to someone else.</p>
      <div className="row" style={{ justifyContent: "center" }}>
        <Link className="button" href="/recipes">
          Your recipes
        </Link>
        <Link className="button secondary" href="/drinks">
          Your drinks
        </Link>
      </div>
    </div>
  );
}
