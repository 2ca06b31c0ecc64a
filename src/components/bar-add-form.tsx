"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { QUANTITIES, type Quantity } from "@/domain/types";
import { sendJson, type ApiProblem } from "./api";
import { QUANTITY_LABELS } from "./format";
import { ImageUpload, type UploadState } from "./image-upload";
import { ProblemMessage } from "./problem-message";

const CATEGORIES = ["Spirit", "Liqueur", "Vermouth & wine", "Bitters", "Syrup", "Mixer", "Juice", "Garnish"];

/** "Gin, London dry gin" → ["Gin", "London dry gin"], without blanks or repeats. */
export function parseAliases(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(",")) {
    const alias = part.trim().replace(/\s+/g, " ");
    if (!alias || seen.has(alias.toLowerCase())) continue;
    seen.add(alias.toLowerCase());
    out.push(alias);
  }
  return out;
}

export function BarAddForm() {
  const router = useRouter();
  const [upload, setUpload] = useState<UploadState>({ status: "idle", imageUrl: null });
  const [uploadKey, setUploadKey] = useState(0);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get("name") ?? "").trim();
    const category = String(data.get("category") ?? "").trim();
    const aliases = parseAliases(String(data.get("aliases") ?? ""));
    setProblem(null);
    setAdded(null);
    setPending(true);
    const result = await sendJson("POST", "/api/bar-items", {
      name,
      quantity: String(data.get("quantity") ?? "FULL") as Quantity,
      ...(category ? { category } : {}),
      ...(upload.imageUrl ? { imageUrl: upload.imageUrl } : {}),
      ...(aliases.length ? { aliases } : {}),
    });
    setPending(false);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    form.reset();
    setUpload({ status: "idle", imageUrl: null });
    setUploadKey((k) => k + 1);
    setAdded(name);
    (form.elements.namedItem("name") as HTMLInputElement | null)?.focus();
    router.refresh();
  }

  const uploading = upload.status === "uploading";
  return (
    <form className="stack" onSubmit={onSubmit} aria-label="Add a bar item">
      <div className="form-grid">
        <label>
          Name
          <input name="name" required maxLength={200} autoComplete="off" placeholder="e.g. Tanqueray gin" />
        </label>
        <label>
          How much is left
          <select name="quantity" defaultValue="FULL">
            {QUANTITIES.map((q) => (
              <option key={q} value={q}>
                {QUANTITY_LABELS[q]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>
            Category <span className="hint">(optional)</span>
          </span>
          <input name="category" list="bar-categories" maxLength={100} autoComplete="off" />
          <datalist id="bar-categories">
            {CATEGORIES.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </label>
        <label>
          <span>
            Also counts as <span className="hint">(optional, comma-separated)</span>
          </span>
          <input name="aliases" maxLength={1000} autoComplete="off" placeholder="e.g. Gin, London dry gin" />
        </label>
      </div>
      <ImageUpload key={uploadKey} kind="bar" label="Photo of the bottle" onChange={setUpload} />
      <ProblemMessage problem={problem} />
      <div className="form-actions">
        <button type="submit" disabled={pending || uploading}>
          {pending ? "Adding…" : "Add to bar"}
        </button>
        {uploading && <span className="small muted">Waiting for the photo to finish uploading…</span>}
        <span role="status" className="status-ok small">
          {added ? `Added “${added}”.` : ""}
        </span>
      </div>
    </form>
  );
}
