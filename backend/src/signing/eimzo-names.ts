import { x509 } from './crypto-engine.js';

/**
 * The subject fields E-IMZO certificates carry (domain-facts): the holder's name, the certificate's
 * serial, the person's TIN (UID), the legal entity's TIN (absent for individuals), the PINFL, the
 * organisation and the holder's title.
 */
export const EIMZO_OID = {
  CN: '2.5.4.3',
  SERIALNUMBER: '2.5.4.5',
  UID: '0.9.2342.19200300.100.1.1',
  LEGAL_TIN: '1.2.860.3.16.1.1',
  PINFL: '1.2.860.3.16.1.2',
  O: '2.5.4.10',
  T: '2.5.4.12',
} as const;

export interface CertificateHolder {
  holder: string;
  serialNumber: string;
  /** The legal entity's TIN, for a key of a legal entity. */
  tin: string | null;
  pinfl: string | null;
  personalTin: string | null;
  organisation: string | null;
  title: string | null;
}

/** The holder fields of a certificate's subject. */
export function holderOf(cert: x509.X509Certificate): CertificateHolder {
  const field = (oid: string) => cert.subjectName.getField(oid)[0] ?? null;
  return {
    holder: field(EIMZO_OID.CN) ?? '',
    serialNumber: cert.serialNumber,
    tin: field(EIMZO_OID.LEGAL_TIN),
    pinfl: field(EIMZO_OID.PINFL),
    personalTin: field(EIMZO_OID.UID),
    organisation: field(EIMZO_OID.O),
    title: field(EIMZO_OID.T),
  };
}

/** An E-IMZO subject: the holder's fields in the order the helper lists them. */
export function eimzoSubject(h: Omit<CertificateHolder, 'serialNumber'> & { serialNumber: string }): x509.Name {
  const rdn: Record<string, string[]>[] = [
    { [EIMZO_OID.CN]: [h.holder] },
    { [EIMZO_OID.SERIALNUMBER]: [h.serialNumber.toUpperCase()] },
  ];
  if (h.personalTin) rdn.push({ [EIMZO_OID.UID]: [h.personalTin] });
  if (h.tin) rdn.push({ [EIMZO_OID.LEGAL_TIN]: [h.tin] });
  if (h.pinfl) rdn.push({ [EIMZO_OID.PINFL]: [h.pinfl] });
  if (h.organisation) rdn.push({ [EIMZO_OID.O]: [h.organisation] });
  if (h.title) rdn.push({ [EIMZO_OID.T]: [h.title] });
  return new x509.Name(rdn);
}
