import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

/**
 * A passkey authenticator in the test process, as a phone or a password manager answers
 * WebAuthn: it makes an ES256 key pair per credential and answers the server's challenges
 * with "none" attestation, so the server's real checks (challenge, origin, RP ID hash,
 * signature, counter) run on what it sends.
 */

/** The little CBOR an authenticator writes: maps, byte strings, text, and small integers. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number): Buffer => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  throw new Error(`no CBOR for ${typeof value}`);
}

const b64url = (b: Buffer) => b.toString("base64url");
const sha256 = (b: Buffer | string) => createHash("sha256").update(b).digest();

/** The public key as a COSE_Key (EC2, P-256, ES256). */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: "jwk" });
  return cbor(
    new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]),
  );
}

/** User present and verified; AT when credential data follows. */
/** A platform authenticator's answer as the browser hands it to the page, around the ceremony's `response`. */
function publicKeyCredential<R>(credential: { id: Buffer }, response: R) {
  return { id: b64url(credential.id), rawId: b64url(credential.id), type: "public-key", clientExtensionResults: {}, authenticatorAttachment: "platform", response };
}

const FLAGS_UP_UV = 0x01 | 0x04;
const FLAG_AT = 0x40;

export interface SoftwareCredential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  counter: number;
}

export interface RegistrationOptions {
  challenge: string;
  rp: { id: string };
}

export interface AuthenticationOptions {
  challenge: string;
  rpId: string;
}

export class SoftwareAuthenticator {
  readonly credentials: SoftwareCredential[] = [];

  constructor(readonly origin: string) {}

  private authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to a registration's options: a new credential, kept for later sign-ins. */
  register(options: RegistrationOptions, { origin = this.origin } = {}) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const credential: SoftwareCredential = { id: randomBytes(32), privateKey, publicKey, counter: 0 };
    this.credentials.push(credential);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, credential.id, coseKey(publicKey)]);
    const authData = this.authData(options.rp.id, FLAGS_UP_UV | FLAG_AT, 0, attested);
    const attestationObject = cbor(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    return publicKeyCredential(credential, {
      clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge, origin)),
      attestationObject: b64url(attestationObject),
      transports: ["internal"],
    });
  }

  /** The answer to a sign-in's options with one of its credentials (the first by default), its counter moved on. */
  authenticate(options: AuthenticationOptions, { credential = this.credentials[0]!, origin = this.origin } = {}) {
    credential.counter += 1;
    const authData = this.authData(options.rpId, FLAGS_UP_UV, credential.counter);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, origin);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return publicKeyCredential(credential, {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: undefined,
    });
  }
}
