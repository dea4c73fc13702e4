import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';

/**
 * The certificates of the BankID simulator's RP API, made on first start
 * and kept in a folder (under `DATA_DIR`): a test CA, the simulator's server
 * certificate (for 127.0.0.1, ::1 and localhost) and a relying party's
 * client certificate, all issued by that CA. The RP service trusts only this
 * CA for clients, and a client trusts only this CA for the server, as with
 * BankID's own test environment (whose client certificate also comes as a
 * PKCS#12 file with the passphrase `qwerty123`).
 */

/** The client certificate's passphrase: BankID's test certificates use the same. */
export const TEST_CLIENT_PASSPHRASE = 'qwerty123';

/** The files of the folder, by what they hold. */
export const TEST_PKI_FILES = {
  ca: 'ca.pem',
  caKey: 'ca.key.pem',
  serverCert: 'server.pem',
  serverKey: 'server.key.pem',
  clientPfx: 'client.p12',
  clientCert: 'client.pem',
  clientKey: 'client.key.pem',
} as const;

export interface TestPki {
  /** The folder the files are in. */
  dir: string;
  ca: string;
  serverCert: string;
  serverKey: string;
  /** The relying party's certificate and key as PKCS#12, with `TEST_CLIENT_PASSPHRASE`. */
  clientPfx: Buffer;
  clientCert: string;
  clientKey: string;
}

const YEAR_MS = 365 * 24 * 3600 * 1000;

interface Issued {
  cert: forge.pki.Certificate;
  certPem: string;
  keyPem: string;
  key: forge.pki.rsa.PrivateKey;
}

/** An RSA key made by Node (native, fast), as node-forge's objects. */
function rsaKey() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { keyPem: privateKey, key: forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey, publicKey: forge.pki.publicKeyFromPem(publicKey) };
}

/** A certificate of `commonName` with `extensions`, signed by `issuer` (itself when absent). */
function issue(commonName: string, extensions: object[], issuer?: Issued): Issued {
  const { keyPem, key, publicKey } = rsaKey();
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  // A positive serial number of 16 random bytes.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  const now = Date.now();
  cert.validity.notBefore = new Date(now - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(now + 10 * YEAR_MS);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'BankID simulator (test only)' },
    { name: 'countryName', value: 'SE' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(issuer ? issuer.cert.subject.attributes : subject);
  cert.setExtensions(extensions);
  cert.sign(issuer ? issuer.key : key, forge.md.sha256.create());
  return { cert, certPem: forge.pki.certificateToPem(cert), keyPem, key };
}

function makePki(): Omit<TestPki, 'dir'> & { caKey: string } {
  const ca = issue('BankID simulator test CA', [
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  const server = issue(
    'localhost',
    [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
    ca,
  );
  const client = issue(
    'Test relying party',
    [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', clientAuth: true },
    ],
    ca,
  );
  const p12 = forge.pkcs12.toPkcs12Asn1(client.key, [client.cert, ca.cert], TEST_CLIENT_PASSPHRASE, { algorithm: 'aes256', friendlyName: 'Test relying party' });
  return {
    ca: ca.certPem,
    caKey: ca.keyPem,
    serverCert: server.certPem,
    serverKey: server.keyPem,
    clientPfx: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'),
    clientCert: client.certPem,
    clientKey: client.keyPem,
  };
}

function readPki(dir: string): TestPki {
  const text = (name: keyof typeof TEST_PKI_FILES) => fs.readFileSync(path.join(dir, TEST_PKI_FILES[name]), 'utf8');
  return {
    dir,
    ca: text('ca'),
    serverCert: text('serverCert'),
    serverKey: text('serverKey'),
    clientPfx: fs.readFileSync(path.join(dir, TEST_PKI_FILES.clientPfx)),
    clientCert: text('clientCert'),
    clientKey: text('clientKey'),
  };
}

/**
 * The certificates in `dir`, made there first when it has none. They are
 * written to a folder beside it and moved into place at once, so processes
 * starting together on one `DATA_DIR` all read the same complete set.
 */
export function ensureTestPki(dir: string): TestPki {
  if (fs.existsSync(path.join(dir, TEST_PKI_FILES.clientPfx))) return readPki(dir);
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const draft = `${dir}.${process.pid}-${randomBytes(4).toString('hex')}`;
  fs.mkdirSync(draft);
  const made = makePki();
  for (const [name, file] of Object.entries(TEST_PKI_FILES)) {
    // Keys are the owner's only; the certificates anyone's.
    const value = made[name as keyof typeof made];
    fs.writeFileSync(path.join(draft, file), value, { mode: /key|p12/.test(file) ? 0o600 : 0o644 });
  }
  try {
    fs.renameSync(draft, dir);
  } catch (error) {
    // Another process made them first: theirs are the ones in use.
    fs.rmSync(draft, { recursive: true, force: true });
    if (!fs.existsSync(path.join(dir, TEST_PKI_FILES.clientPfx))) throw error;
  }
  return readPki(dir);
}
