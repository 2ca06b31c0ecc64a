"use client";

import { ImageUp, type LucideIcon } from "lucide-react";
import { useState, type DragEvent, type Ref } from "react";

/**
 * A file input dressed as a button inside a drop zone. The native input stays in the page,
 * visually hidden but reachable by keyboard (its focus ring shows on the button); the
 * button is its <label>, so a tap opens the system picker; a file dropped on the zone is
 * handed over as if it had been chosen. The field's title is the caller's, by `labelledBy`.
 */
export function FilePicker({
  id,
  labelledBy,
  describedBy,
  accept,
  name,
  invalid,
  inputRef,
  buttonLabel,
  dropHint,
  icon: Icon = ImageUp,
  onFile,
}: {
  id: string;
  labelledBy: string;
  describedBy?: string;
  accept: string;
  name?: string;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  buttonLabel: string;
  dropHint: string;
  icon?: LucideIcon;
  /** The chosen or dropped file; undefined when the choice was cancelled. */
  onFile: (file: File | undefined, input: HTMLInputElement | null) => void;
}) {
  const [dragging, setDragging] = useState(false);

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    if (!event.dataTransfer.types.includes("Files")) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setDragging(true);
  }
  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file, null);
  }

  return (
    <div
      className={`file-drop${dragging ? " is-dragging" : ""}`}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        id={id}
        ref={inputRef}
        className="visually-hidden"
        type="file"
        name={name}
        accept={accept}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        onChange={(e) => onFile(e.target.files?.[0], e.target)}
      />
      <label htmlFor={id} className="button secondary file-button">
        <Icon aria-hidden="true" focusable="false" />
        {buttonLabel}
      </label>
      <span className="file-drop-hint" aria-hidden="true">
        {dropHint}
      </span>
    </div>
  );
}
