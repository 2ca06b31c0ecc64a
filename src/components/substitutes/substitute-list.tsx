"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import type { SubstituteRecord } from "@/domain/types";
import { DeleteButton } from "../ui/delete-button";
import { ProblemMessage } from "../ui/problem-message";
import { useApiAction } from "../ui/use-api-action";

/** The substitutes the user accepts for their shelf: each recipe follows them. Add one, or remove it. */
export function SubstituteList({ substitutes }: { substitutes: readonly SubstituteRecord[] }) {
  const [ingredient, setIngredient] = useState("");
  const [acceptedBy, setAcceptedBy] = useState("");
  const { pending, problem, done, run } = useApiAction();

  async function add(e: React.FormEvent) {
    e.preventDefault();
    const body = { ingredient: ingredient.trim(), acceptedBy: acceptedBy.trim() };
    if (await run([{ method: "POST", url: "/api/substitutes", body }], `${body.acceptedBy} now stands in for ${body.ingredient}.`)) {
      setIngredient("");
      setAcceptedBy("");
    }
  }

  return (
    <div className="stack">
      {substitutes.length === 0 ? (
        <p className="muted">
          None yet. If, for you, bourbon will do wherever a recipe asks for rye, add “Rye whiskey” ← “Bourbon”: every recipe
          asking for rye then counts your bourbon, and says so.
        </p>
      ) : (
        <ul className="list substitute-list" aria-label="Your substitutes">
          {substitutes.map((s) => (
            <li key={s.id} className="row spread">
              <span>
                <strong>{s.ingredient}</strong> ← {s.acceptedBy}
                {s.note && <span className="hint"> · {s.note}</span>}
              </span>
              <DeleteButton url={`/api/substitutes/${s.id}`} what={`the substitute ${s.acceptedBy} for ${s.ingredient}`} label="Remove" />
            </li>
          ))}
        </ul>
      )}
      <form className="stack" onSubmit={add} aria-label="Add a substitute">
        <div className="row substitute-fields">
          <label className="grow" htmlFor="substitute-ingredient">
            When a recipe asks for
            <input id="substitute-ingredient" value={ingredient} maxLength={200} placeholder="e.g. Rye whiskey" onChange={(e) => setIngredient(e.target.value)} />
          </label>
          <label className="grow" htmlFor="substitute-accepted">
            I accept
            <input id="substitute-accepted" value={acceptedBy} maxLength={200} placeholder="e.g. Bourbon" onChange={(e) => setAcceptedBy(e.target.value)} />
          </label>
        </div>
        <p className="row">
          <button type="submit" className="secondary" disabled={pending}>
            <Plus aria-hidden="true" focusable="false" />
            {pending ? "Adding…" : "Add substitute"}
          </button>
        </p>
      </form>
      <p role="status" className="status-ok small">{done}</p>
      <ProblemMessage problem={problem} />
    </div>
  );
}

/** One tap beside a missing line: accept a bottle of the shelf in its place, for every recipe. */
export function AcceptSubstituteButton({ line, offer }: { line: string; offer: { bottle: { name: string }; substitute: { ingredient: string; acceptedBy: string } } }) {
  const { pending, problem, done, run } = useApiAction();
  const { ingredient, acceptedBy } = offer.substitute;
  async function accept() {
    await run([{ method: "POST", url: "/api/substitutes", body: { ingredient, acceptedBy } }], `${acceptedBy} now stands in for ${ingredient}.`);
  }
  return (
    <span className="accept-substitute">
      <button
        type="button"
        className="secondary small"
        disabled={pending || done !== null}
        title={`Add “${ingredient}” ← “${acceptedBy}” to your substitutes`}
        onClick={() => void accept()}
      >
        Accept {offer.bottle.name} for {line}
      </button>
      <span role="status" className="status-ok small">{done}</span>
      <ProblemMessage problem={problem} />
    </span>
  );
}
