/** Stars for a 1–5 rating, read out as "Rated 4 out of 5". */
export function Rating({ value }: { value: number | null }) {
  if (!value) return <span className="muted small">Not rated</span>;
  return (
    <span className="rating" role="img" aria-label={`Rated ${value} out of 5`}>
      {"★".repeat(value)}
      <span className="off">{"★".repeat(Math.max(0, 5 - value))}</span>
    </span>
  );
}
