import { z } from "zod";

/** /welcome?step=: which step of the welcome path; anything else is the first step. */
export const welcomeStepSchema = z.enum(["shelf", "make", "next"]).catch("shelf");
