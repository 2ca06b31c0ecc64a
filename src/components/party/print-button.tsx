"use client";

/** Opens the browser's print dialog; hidden on the printed page itself. */
export function PrintButton() {
  return (
    <button type="button" className="print-button" onClick={() => window.print()}>
      Print this menu
    </button>
  );
}
