"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { sendJson, type ApiProblem } from "./api";
import { ImageUpload, type UploadState } from "./image-upload";
import { ProblemMessage } from "./problem-message";

const TYPES = ["cocktail", "beer", "wine", "spirit", "mocktail"];

export function DrinkForm() {
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
    const type = String(data.get("type") ?? "").trim();
    const notes = String(data.get("notes") ?? "").trim();
    const rating = Number(data.get("rating") ?? 0);
    setProblem(null);
    setAdded(null);
    setPending(true);
    const result = await sendJson("POST", "/api/drinks", {
      name,
      type,
      ...(upload.imageUrl ? { imageUrl: upload.imageUrl } : {}),
      ...(notes ? { notes } : {}),
      ...(rating >= 1 && rating <= 5 ? { rating } : {}),
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
    router.refresh();
  }

  const uploading = upload.status === "uploading";
  return (
    <form className="stack" onSubmit={onSubmit} aria-label="Add a drink">
      <div className="form-grid">
        <label>
          Name
          <input name="name" required maxLength={200} autoComplete="off" placeholder="e.g. Negroni at Bar Basso" />
        </label>
        <label>
          Type
          <input name="type" required maxLength={50} list="drink-types" defaultValue="cocktail" autoComplete="off" />
          <datalist id="drink-types">
            {TYPES.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
        </label>
      </div>
      <fieldset>
        <legend>Rating</legend>
        <div className="rating-input">
          <label>
            <input type="radio" name="rating" value="" defaultChecked />
            None
          </label>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n}>
              <input type="radio" name="rating" value={n} />
              {n} {n === 1 ? "star" : "stars"}
            </label>
          ))}
        </div>
      </fieldset>
      <label>
        <span>
          Notes <span className="hint">(optional)</span>
        </span>
        <textarea name="notes" rows={2} maxLength={5000} />
      </label>
      <ImageUpload key={uploadKey} kind="drink" label="Photo of the drink" onChange={setUpload} />
      <ProblemMessage problem={problem} />
      <div className="form-actions">
        <button type="submit" disabled={pending || uploading}>
          {pending ? "Adding…" : "Add drink"}
        </button>
        {uploading && <span className="small muted">Waiting for the photo to finish uploading…</span>}
        <span role="status" className="status-ok small">
          {added ? `Added “${added}”.` : ""}
        </span>
      </div>
    </form>
  );
}
