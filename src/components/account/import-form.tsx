"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { FileUp, X } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import type { ImportSummary } from "@/domain/import";
import { sendBody, type ApiProblem } from "../ui/api";
import { FilePicker } from "../photos/file-picker";
import { recipeHref } from "../ui/format";
import { ProblemMessage } from "../ui/problem-message";

const FORMAT_NAMES: Record<ImportSummary["format"], string> = {
  barshelf: "a Barshelf export",
  "bar-assistant": "Bar Assistant recipes",
  "json-ld": "a recipe page (schema.org Recipe)",
  text: "pasted text",
};

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en")} ${n === 1 ? one : many}`;
}

/** What the rest of our own export adds besides recipes. */
function accountLines(account: NonNullable<ImportSummary["account"]>): string[] {
  const lines = [
    account.drinks > 0 && plural(account.drinks, "drink") + " in your log",
    account.barItems > 0 && plural(account.barItems, "bottle") + " on your bar",
    account.barItemsAlreadyThere > 0 && `${plural(account.barItemsAlreadyThere, "bottle")} you have already (kept as they are)`,
    account.shoppingList > 0 && plural(account.shoppingList, "line") + " on your shopping list",
    account.photos > 0 && plural(account.photos, "photo"),
    account.photosMissing.length > 0 && `${plural(account.photosMissing.length, "photo")} named but not in the file (use the export with photos)`,
  ];
  return lines.filter((l): l is string => typeof l === "string");
}

/** Recipes of the file the user has already: each links to theirs, and may be added as a copy all the same. */
function AlreadyYours({
  duplicates,
  copies,
  onCopy,
}: {
  duplicates: ImportSummary["duplicates"];
  copies: ReadonlySet<string>;
  onCopy: (position: string, copy: boolean) => void;
}) {
  return (
    <section aria-labelledby="import-already">
      <h3 id="import-already">Already in your recipes: {duplicates.length.toLocaleString("en")}</h3>
      <p className="muted small">These are skipped: you have a recipe of the same name and ingredients.</p>
      <ul className="import-list">
        {duplicates.map((d) => (
          <li key={d.position} className="row spread">
            <span>
              <Link href={recipeHref(d.existing!.title)}>{d.existing!.title}</Link> <span className="muted small">({d.position})</span>
            </span>
            <label className="inline">
              <input type="checkbox" checked={copies.has(d.position)} onChange={(e) => onCopy(d.position, e.target.checked)} />
              Add a copy anyway
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Preview({ summary, copies, onCopy }: { summary: ImportSummary; copies: ReadonlySet<string>; onCopy: (position: string, copy: boolean) => void }) {
  const { create, unreadable, overLimits, account } = summary;
  const yours = summary.duplicates.filter((d) => d.existing !== null);
  const duplicates = summary.duplicates.filter((d) => d.existing === null);
  return (
    <div className="import-preview" aria-live="polite">
      <p>
        Read as <strong>{FORMAT_NAMES[summary.format]}</strong>.
      </p>
      <section aria-labelledby="import-create">
        <h3 id="import-create">To create: {plural(create.length, "recipe")}</h3>
        {create.length > 0 && (
          <ul className="import-list">
            {create.map((r) => (
              <li key={r.position}>
                {r.title} <span className="muted small">({r.position})</span>
              </li>
            ))}
          </ul>
        )}
        {account && accountLines(account).length > 0 && (
          <ul className="import-list">
            {accountLines(account).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </section>
      {yours.length > 0 && <AlreadyYours duplicates={yours} copies={copies} onCopy={onCopy} />}
      {duplicates.length > 0 && (
        <section aria-labelledby="import-duplicates">
          <h3 id="import-duplicates">Repeated in the file: {duplicates.length.toLocaleString("en")}</h3>
          <ul className="import-list">
            {duplicates.map((d) => (
              <li key={d.position}>
                {d.title}{" "}
                <span className="muted small">
                  ({d.position}: same as {d.duplicateOf})
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {unreadable.length > 0 && (
        <section aria-labelledby="import-unreadable" className="import-unreadable">
          <h3 id="import-unreadable">Could not be read: {unreadable.length.toLocaleString("en")}</h3>
          <ul className="import-list">
            {unreadable.map((u) => (
              <li key={u.position + u.reason}>
                <strong>{u.position}</strong>: {u.reason}
              </li>
            ))}
          </ul>
          <p className="muted small">Nothing is imported while part of the file cannot be read: fix or remove those parts and check again.</p>
        </section>
      )}
      {overLimits.length > 0 && (
        <section aria-labelledby="import-over-limits" className="import-unreadable">
          <h3 id="import-over-limits">Too much for your account</h3>
          <ul className="import-list">
            {overLimits.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The import: a file or pasted text, checked first (a dry run), then imported in one go. */
export function ImportForm() {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState("");
  const [preview, setPreview] = useState<ImportSummary | null>(null);
  const [done, setDone] = useState<ImportSummary | null>(null);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [pending, setPending] = useState(false);
  const [copies, setCopies] = useState<ReadonlySet<string>>(new Set());
  // A second tap before the buttons re-render as disabled does nothing.
  const running = useRef(false);

  const fileTitleId = useId();
  const fileInputId = useId();
  const fileInputRef = useRef<HTMLInputElement>(null);
  const body = file ?? text;
  const changed = () => {
    setPreview(null);
    setDone(null);
    setProblem(null);
    setCopies(new Set());
  };
  const copy = (position: string, wanted: boolean) =>
    setCopies((now) => {
      const next = new Set(now);
      if (wanted) next.add(position);
      else next.delete(position);
      return next;
    });

  function clearFile() {
    setFile(null);
    if (fileInputRef.current) fileInputRef.current.value = "";
    changed();
  }

  async function run(dryRun: boolean) {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setProblem(null);
    const query = new URLSearchParams(dryRun ? { dryRun: "1" } : {});
    if (!dryRun) for (const position of copies) query.append("copy", position);
    const result = await sendBody<ImportSummary>(`/api/import${query.size > 0 ? `?${query}` : ""}`, body);
    running.current = false;
    setPending(false);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    if (dryRun) {
      setPreview(result.data);
      return;
    }
    setPreview(null);
    setCopies(new Set());
    setDone(result.data);
    router.refresh();
  }

  function check(event: FormEvent) {
    event.preventDefault();
    void run(true);
  }

  const ready = preview !== null && preview.unreadable.length === 0 && preview.overLimits.length === 0;
  const count = (preview?.create.length ?? 0) + copies.size;
  const importsSomething = ready && (count > 0 || (preview.account !== null && accountLines(preview.account).length > 0));
  return (
    <form className="import-form" onSubmit={check}>
      <div className="upload">
        <span className="field-title" id={fileTitleId}>
          A file: a Barshelf export (.json or .zip), Bar Assistant recipes (.json), or a saved recipe page (.html)
        </span>
        <FilePicker
          id={fileInputId}
          inputRef={fileInputRef}
          labelledBy={fileTitleId}
          name="file"
          accept=".json,.zip,.html,.htm,.txt,application/json,application/zip,text/html,text/plain"
          buttonLabel={file ? "Choose another file" : "Choose a file"}
          dropHint="or drop it here"
          icon={FileUp}
          onFile={(chosen) => {
            setFile(chosen ?? null);
            changed();
          }}
        />
        {file !== null && (
          <div className="row">
            <span className="small">
              Chosen: <strong>{file.name}</strong>
            </span>
            <button type="button" className="ghost small" onClick={clearFile}>
              <X aria-hidden="true" focusable="false" />
              Clear the file
            </button>
          </div>
        )}
      </div>
      <label>
        Or paste recipes
        <textarea
          name="text"
          rows={6}
          value={text}
          disabled={file !== null}
          placeholder={"Gimlet: 2 oz gin / ¾ oz lime juice / ¾ oz simple syrup — shake, strain"}
          onChange={(e) => {
            setText(e.target.value);
            changed();
          }}
        />
      </label>
      {file !== null && <p className="muted small">The file is used; clear it to paste instead.</p>}
      <div className="form-actions">
        <button type="submit" className="secondary" disabled={pending || (file === null && text.trim() === "")}>
          {pending && preview === null ? "Checking…" : "Check"}
        </button>
        {importsSomething && (
          <button type="button" onClick={() => void run(false)} disabled={pending}>
            {pending ? "Importing…" : count > 0 ? `Import ${plural(count, "recipe")}` : "Import"}
          </button>
        )}
      </div>
      <ProblemMessage problem={problem} />
      {preview && <Preview summary={preview} copies={copies} onCopy={copy} />}
      {done && (
        <p role="status" className="import-done">
          Imported {plural(done.create.length, "recipe")}
          {done.duplicates.length > 0 && `, skipped ${plural(done.duplicates.length, "recipe")} you have already`}
          {done.account && accountLines(done.account).length > 0 && ` and ${accountLines(done.account).join(", ")}`}.{" "}
          <Link href="/recipes">See your recipes</Link>
        </p>
      )}
    </form>
  );
}
