import type { Locale } from "@/domain/locales";
import { isSentence, type Sentence } from "@/domain/sentences";
import { wordIn } from "../i18n/sentences";

/**
 * Why a menu reading failed, kept with the job as its sentence (JSON), so it is worded in the
 * language of whoever reads it, today's or after they switch. A reason kept as plain text (by
 * an earlier version) is shown as it is.
 */
export function keptReason(reason: Sentence): string {
  return JSON.stringify(reason);
}

/** A kept reason in `locale`. */
export function reasonIn(kept: string, locale: Locale): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(kept);
  } catch {
    return kept;
  }
  return isSentence(parsed) ? wordIn(parsed, locale) : kept;
}
