import type { ApiProblem } from "./api";

/** An error from the API, announced to screen readers. */
export function ProblemMessage({ problem, id }: { problem: ApiProblem | null; id?: string }) {
  if (!problem) return null;
  return (
    <div role="alert" className="alert" id={id}>
      <strong>{problem.message}</strong>
      {problem.details.length > 0 && (
        <ul>
          {problem.details.map((d, i) => (
            <li key={i}>{d}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
