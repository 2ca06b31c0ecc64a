import { describe, expect, it } from "vitest";
import { parseSignInMethod, signInMethodOfEndpoint, signInMethodShown } from "@/domain/sign-in-method";

describe("a session's sign-in method", () => {
  it("comes from the endpoint that made the session", () => {
    expect(signInMethodOfEndpoint("/sign-in/email")).toBe("password");
    expect(signInMethodOfEndpoint("/sign-up/email")).toBe("password");
    expect(signInMethodOfEndpoint("/passkey/verify-authentication")).toBe("passkey");
    expect(signInMethodOfEndpoint("/callback/oidc", "oidc")).toBe("sso:oidc");
    expect(signInMethodOfEndpoint("/callback/keycloak")).toBe("sso:keycloak");
  });

  it("is none of them for an endpoint that signs nobody in by itself", () => {
    for (const path of [undefined, "", "/change-password", "/passkey/verify-registration", "/callback/", "/callback/a/b", "/sign-in/social", "/sign-in/oauth2"]) {
      expect(signInMethodOfEndpoint(path), String(path)).toBeNull();
    }
  });

  it("reads back only the values it writes", () => {
    expect(parseSignInMethod("passkey")).toBe("passkey");
    expect(parseSignInMethod("sso:pocket-id")).toBe("sso:pocket-id");
    for (const value of [null, undefined, "", "sso:", "email", 3]) expect(parseSignInMethod(value)).toBeNull();
  });

  it("is shown as its kind, single sign-on with the provider's button name", () => {
    expect(signInMethodShown("password")).toEqual({ method: "password", provider: "" });
    expect(signInMethodShown("passkey")).toEqual({ method: "passkey", provider: "" });
    expect(signInMethodShown("sso:oidc", { oidc: "Home login" })).toEqual({ method: "sso", provider: "Home login" });
    expect(signInMethodShown("sso:gone")).toEqual({ method: "sso", provider: "gone" });
    expect(signInMethodShown(null)).toEqual({ method: "unknown", provider: "" });
  });
});
