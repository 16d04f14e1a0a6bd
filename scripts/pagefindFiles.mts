// Pagefind's index files: gzip of a signature and CBOR, as its Rust side writes them (minicbor).
// Read and written by ./pagefindChunks.mts, which splits the index into smaller chunks.
import fs from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';

const SIGNATURE = 'pagefind_dcd';

export type Cbor = number | string | boolean | null | Uint8Array | Cbor[] | Map<Cbor, Cbor>;

/** Decodes the CBOR Pagefind writes (minicbor: definite lengths, no tags or floats). */
export function decodeCbor(bytes: Uint8Array): Cbor {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = new TextDecoder('utf-8', { fatal: true });
  let at = 0;
  const length = (info: number): number => {
    if (info < 24) return info;
    const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : 0;
    if (size === 0) throw new Error(`Unsupported CBOR length ${info} at byte ${at}.`);
    const value =
      size === 1
        ? view.getUint8(at)
        : size === 2
          ? view.getUint16(at)
          : size === 4
            ? view.getUint32(at)
            : Number(view.getBigUint64(at));
    at += size;
    return value;
  };
  const item = (): Cbor => {
    if (at >= bytes.length) throw new Error('CBOR ends in the middle of a value.');
    const initial = bytes[at++];
    const major = initial >> 5;
    const info = initial & 31;
    switch (major) {
      case 0:
        return length(info);
      case 1:
        return -1 - length(info);
      case 2:
      case 3: {
        const size = length(info);
        const slice = bytes.subarray(at, at + size);
        at += size;
        return major === 2 ? slice : text.decode(slice);
      }
      case 4:
        return Array.from({ length: length(info) }, item);
      case 5: {
        const map = new Map<Cbor, Cbor>();
        for (let left = length(info); left > 0; left -= 1) map.set(item(), item());
        return map;
      }
      default:
        if (initial === 0xf4 || initial === 0xf5) return initial === 0xf5;
        if (initial === 0xf6) return null;
        throw new Error(`Unsupported CBOR value 0x${initial.toString(16)} at byte ${at - 1}.`);
    }
  };
  const value = item();
  if (at !== bytes.length) throw new Error(`${bytes.length - at} bytes after the CBOR value.`);
  return value;
}

/** Encodes as minicbor does (the shortest length forms), so an unchanged value is byte for byte the same. */
export function encodeCbor(value: Cbor): Buffer {
  const parts: Buffer[] = [];
  const head = (major: number, n: number) => {
    if (n < 24) parts.push(Buffer.from([(major << 5) | n]));
    else if (n < 0x100) parts.push(Buffer.from([(major << 5) | 24, n]));
    else if (n < 0x10000) {
      const buffer = Buffer.alloc(3);
      buffer[0] = (major << 5) | 25;
      buffer.writeUInt16BE(n, 1);
      parts.push(buffer);
    } else if (n < 0x100000000) {
      const buffer = Buffer.alloc(5);
      buffer[0] = (major << 5) | 26;
      buffer.writeUInt32BE(n, 1);
      parts.push(buffer);
    } else {
      const buffer = Buffer.alloc(9);
      buffer[0] = (major << 5) | 27;
      buffer.writeBigUInt64BE(BigInt(n), 1);
      parts.push(buffer);
    }
  };
  const item = (entry: Cbor) => {
    if (typeof entry === 'number') {
      if (!Number.isSafeInteger(entry))
        throw new Error(`Cannot encode ${entry} as a CBOR integer.`);
      if (entry >= 0) head(0, entry);
      else head(1, -1 - entry);
    } else if (typeof entry === 'string') {
      const bytes = Buffer.from(entry, 'utf8');
      head(3, bytes.length);
      parts.push(bytes);
    } else if (entry instanceof Uint8Array) {
      head(2, entry.length);
      parts.push(Buffer.from(entry));
    } else if (Array.isArray(entry)) {
      head(4, entry.length);
      entry.forEach(item);
    } else if (entry instanceof Map) {
      head(5, entry.size);
      for (const [key, inner] of entry) {
        item(key);
        item(inner);
      }
    } else parts.push(Buffer.from([entry === null ? 0xf6 : entry ? 0xf5 : 0xf4]));
  };
  item(value);
  return Buffer.concat(parts);
}

/** The CBOR inside one of Pagefind's files (gzip of its signature and the CBOR). */
export function readPagefindFile(file: string): Buffer {
  const raw = gunzipSync(fs.readFileSync(file));
  if (raw.subarray(0, SIGNATURE.length).toString('latin1') !== SIGNATURE) {
    throw new Error(`${file} is not a Pagefind index file (a Pagefind upgrade?).`);
  }
  return raw.subarray(SIGNATURE.length);
}

/** One of Pagefind's files holding `cbor`. */
export const pagefindFile = (cbor: Buffer) =>
  gzipSync(Buffer.concat([Buffer.from(SIGNATURE, 'latin1'), cbor]), { level: 9 });
