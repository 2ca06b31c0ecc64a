"use client";

import Link from "next/link";
import { FileUp, X } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useRef, type FormEvent } from "react";
import type { ImportSummary } from "@/domain/import";
import { FilePicker } from "../photos/file-picker";
import { ProblemMessage } from "../ui/problem-message";
import { ImportPreview, accountLines } from "./import-preview";
import { useImport } from "./use-import";

/** The file to import, once chosen shown by name with a button to clear it. */
function ImportFilePicker({ file, onFile }: { file: File | null; onFile: (file: File | null) => void }) {
  const fileTitleId = useId();
  const fileInputId = useId();
  const fileInputRef = useRef<HTMLInputElement>(null);
  const t = useTranslations("data.file");

  function clearFile() {
    if (fileInputRef.current) fileInputRef.current.value = "";
    onFile(null);
  }

  return (
    <div className="upload">
      <span className="field-title" id={fileTitleId}>
        {t("title")}
      </span>
      <FilePicker
        id={fileInputId}
        inputRef={fileInputRef}
        labelledBy={fileTitleId}
        name="file"
        accept=".json,.zip,.html,.htm,.txt,application/json,application/zip,text/html,text/plain"
        buttonLabel={file ? t("chooseAnother") : t("choose")}
        dropHint={t("drop")}
        icon={FileUp}
        onFile={(chosen) => onFile(chosen ?? null)}
      />
      {file !== null && (
        <div className="row">
          <span className="small">{t.rich("chosen", { name: file.name, strong: (chunks) => <strong>{chunks}</strong> })}</span>
          <button type="button" className="ghost small" onClick={clearFile}>
            <X aria-hidden="true" focusable="false" />
            {t("clear")}
          </button>
        </div>
      )}
    </div>
  );
}

/** What the import did, with a way to the recipes. */
function ImportDone({ done }: { done: ImportSummary }) {
  const t = useTranslations("data");
  const format = useFormatter();
  const lines = done.account ? accountLines(done.account, t) : [];
  return (
    <p role="status" className="import-done">
      {t("done.imported", {
        created: done.create.length,
        skipped: done.duplicates.length,
        extra: lines.length > 0 ? format.list(lines, { type: "unit" }) : "none",
      })}{" "}
      <Link href="/recipes">{t("done.seeRecipes")}</Link>
    </p>
  );
}

/** The import: a file or pasted text, checked first (a dry run), then imported in one go. */
export function ImportForm() {
  const { file, text, preview, done, problem, pending, copies, copy, chooseFile, pasteText, run } = useImport();
  const t = useTranslations("data");

  function check(event: FormEvent) {
    event.preventDefault();
    void run(true);
  }

  const ready = preview !== null && preview.unreadable.length === 0 && preview.overLimits.length === 0;
  const count = (preview?.create.length ?? 0) + copies.size;
  const importsSomething = ready && (count > 0 || (preview.account !== null && accountLines(preview.account, t).length > 0));
  return (
    <form className="import-form" onSubmit={check}>
      <ImportFilePicker file={file} onFile={chooseFile} />
      <label>
        {t("paste.label")}
        <textarea
          name="text"
          rows={6}
          value={text}
          disabled={file !== null}
          placeholder={t("paste.placeholder")}
          onChange={(e) => pasteText(e.target.value)}
        />
      </label>
      {file !== null && <p className="muted small">{t("paste.fileUsed")}</p>}
      <div className="form-actions">
        <button type="submit" className="secondary" disabled={pending || (file === null && text.trim() === "")}>
          {pending && preview === null ? t("checking") : t("check")}
        </button>
        {importsSomething && (
          <button type="button" onClick={() => void run(false)} disabled={pending}>
            {pending ? t("importing") : count > 0 ? t("importCount", { count }) : t("importNothing")}
          </button>
        )}
      </div>
      <ProblemMessage problem={problem} />
      {preview && <ImportPreview summary={preview} copies={copies} onCopy={copy} />}
      {done && <ImportDone done={done} />}
    </form>
  );
}
