"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import type { ImportSummary } from "@/domain/import";
import { sendBody, type ApiProblem } from "../ui/api";

/**
 * The import's state: the file or pasted text, the dry run's summary, the recipes to copy
 * anyway, and the import's outcome. Any change to the input drops what was checked.
 */
export function useImport() {
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

  function chooseFile(chosen: File | null) {
    setFile(chosen);
    changed();
  }

  function pasteText(value: string) {
    setText(value);
    changed();
  }

  async function run(dryRun: boolean) {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setProblem(null);
    const query = new URLSearchParams(dryRun ? { dryRun: "1" } : {});
    if (!dryRun) for (const position of copies) query.append("copy", position);
    const result = await sendBody<ImportSummary>(`/api/import${query.size > 0 ? `?${query}` : ""}`, file ?? text);
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

  return { file, text, preview, done, problem, pending, copies, copy, chooseFile, pasteText, run };
}
