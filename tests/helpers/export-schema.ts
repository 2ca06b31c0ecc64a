import { Ajv } from "ajv";
import schema from "@/domain/export/barshelf-export.schema.json";

/** The published export schema, compiled once; `date-time` is checked as an ISO-8601 instant. */
const ajv = new Ajv({ allErrors: true, strict: true });
ajv.addFormat("date-time", (s: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s)));
const validate = ajv.compile(schema);

/** The schema's complaints about a document, empty when it is valid. */
export function exportSchemaErrors(document: unknown): string[] {
  return validate(document) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}
