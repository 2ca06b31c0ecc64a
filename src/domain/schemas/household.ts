import { HOUSEHOLD_ROLES, INVITE_ROLES } from "../households";
import { requiredText } from "./common";
import { z } from "./z";
import { saying } from "./messages";
import { sentence } from "../sentences";

const householdName = requiredText(100, sentence("householdForms.nameBlank"));

/** POST /api/households and PATCH /api/households/[id]. */
export const householdCreateSchema = z.strictObject({ name: householdName });
export const householdUpdateSchema = z.strictObject({ name: householdName });

/** POST /api/households/[id]/invites: the role the person invited will have. */
export const householdInviteCreateSchema = z.strictObject({
  role: z.enum(INVITE_ROLES, { error: saying("householdForms.inviteRole") }),
});

/** PATCH /api/households/[id]/members/[userId]. */
export const householdMemberUpdateSchema = z.strictObject({
  role: z.enum(HOUSEHOLD_ROLES, { error: saying("householdForms.role") }),
});

/** PATCH /api/households/[id]/shelf: the caller's own switch for the household's bottles. */
export const householdShelfSwitchSchema = z.strictObject({
  shelfOn: z.boolean({ error: saying("householdForms.shelfOn") }),
});

export type HouseholdCreateInput = z.output<typeof householdCreateSchema>;
export type HouseholdInviteCreateInput = z.output<typeof householdInviteCreateSchema>;
export type HouseholdMemberUpdateInput = z.output<typeof householdMemberUpdateSchema>;
