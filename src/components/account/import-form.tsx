"use client";

import Link from "next/link";
import { FileUp, X } from "lucide-react";
import { useId, useRef, type FormEvent } from "react";
import type { ImportSummary } from "@/domain/import";
import { FilePicker } from "../photos/file-picker";
import { ProblemMessage } from "../ui/problem-message";
import { ImportPreview, accountLines, plural } from "./import-preview";
import { useImport } from "./use-import";

/** The file to import, once chosen shown by name with a button to clear it. */
function ImportFilePicker({ file, onFile }: { file: File | null; onFile: (file: File | null) => void }) {
  const fileTitleId = useId();
  const fileInputId = useId();
  const fileInputRef = useRef<HTMLInputElement>(null);

  function clearFile() {
    if (fileInputRef.current) fileInputRef.current.value = "";
    onFile(null);
  }

  return (
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
        onFile={(chosen) => onFile(chosen ?? null)}
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
  );
}

/** What the import did, with a way to the recipes. */
function ImportDone({ done }: { done: ImportSummary }) {
  return (
    <p role="status" className="import-done">
      Imported {plural(done.create.length, "recipe")}
      {done.duplicates.length > 0 && `, skipped ${plural(done.duplicates.length, "recipe")} you have already`}
      {done.account && accountLines(done.account).length > 0 && ` and ${accountLines(done.account).join(", ")}`}.{" "}
      <Link href="/recipes">See your recipes</Link>
    </p>
  );
}

/** The import: a file or pasted text, checked first (a dry run), then imported in one go. */
export function ImportForm() {
  const { file, text, preview, done, problem, pending, copies, copy, chooseFile, pasteText, run } = useImport();

  function check(event: FormEvent) {
    event.preventDefault();
    void run(true);
  }

  const ready = preview !== null && preview.unreadable.length === 0 && preview.overLimits.length === 0;
  const count = (preview?.create.length ?? 0) + copies.size;
  const importsSomething = ready && (count > 0 || (preview.account !== null && accountLines(preview.account).length > 0));
  return (
    <form className="import-form" onSubmit={check}>
      <ImportFilePicker file={file} onFile={chooseFile} />
      <label>
        Or paste recipes
        <textarea
          name="text"
          rows={6}
          value={text}
          disabled={file !== null}
          placeholder={"Gimlet: 2 oz gin / ¾ oz lime juice / ¾ oz simple syrup — shake, strain"}
          onChange={(e) => pasteText(e.target.value)}
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
      {preview && <ImportPreview summary={preview} copies={copies} onCopy={copy} />}
      {done && <ImportDone done={done} />}
    </form>
  );
}
