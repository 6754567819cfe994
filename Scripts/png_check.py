#!/usr/bin/env python3
"""Independent PNG checker (Python standard library only: zlib + struct).

Usage: png_check.py FILE.png [FILE.png ...]

For each file: checks the signature, every chunk's CRC-32 and order, decompresses the IDAT
stream (which must end exactly, with nothing after it), undoes all five row filters and
converts the pixels to 8-bit RGBA. Prints one line per file:

    <path> width=<w> height=<h> crc32=<8 hex digits of CRC-32 over the RGBA bytes> chunks=<n>

Exits 1 (with the reason on stderr) at the first invalid file. Supports 8-bit, non-interlaced
greyscale, RGB, palette, greyscale+alpha and RGBA images.
"""
import struct
import sys
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


class PNGCheckError(Exception):
    pass


def read_chunks(data):
    if data[:8] != SIGNATURE:
        raise PNGCheckError("bad signature")
    offset, chunks = 8, []
    while True:
        if offset + 12 > len(data):
            raise PNGCheckError("truncated before IEND")
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if len(body) != length or offset + 12 + length > len(data):
            raise PNGCheckError("truncated chunk %r" % kind)
        (crc,) = struct.unpack(">I", data[offset + 8 + length:offset + 12 + length])
        if zlib.crc32(kind + body) & 0xFFFFFFFF != crc:
            raise PNGCheckError("CRC mismatch in chunk %r" % kind)
        chunks.append((kind, body))
        offset += 12 + length
        if kind == b"IEND":
            if offset != len(data):
                raise PNGCheckError("%d bytes after IEND" % (len(data) - offset))
            return chunks


def unfilter(raw, width, height, bpp):
    stride = width * bpp
    out = bytearray(stride * height)
    previous = bytearray(stride)
    pos = 0
    for y in range(height):
        kind = raw[pos]
        line = bytearray(raw[pos + 1:pos + 1 + stride])
        pos += 1 + stride
        if kind == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 0xFF
        elif kind == 2:
            for i in range(stride):
                line[i] = (line[i] + previous[i]) & 0xFF
        elif kind == 3:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 0xFF
        elif kind == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b = previous[i]
                c = previous[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                predictor = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + predictor) & 0xFF
        elif kind != 0:
            raise PNGCheckError("row %d has filter type %d" % (y, kind))
        out[y * stride:(y + 1) * stride] = line
        previous = line
    return out


def to_rgba(pixels, width, height, color_type, palette, alpha):
    if color_type == 6:
        return bytes(pixels)
    rgba = bytearray(width * height * 4)
    for i in range(width * height):
        if color_type == 0:
            v = pixels[i]
            rgba[4 * i:4 * i + 4] = bytes((v, v, v, 255))
        elif color_type == 2:
            rgba[4 * i:4 * i + 4] = pixels[3 * i:3 * i + 3] + b"\xff"
        elif color_type == 4:
            v, a = pixels[2 * i], pixels[2 * i + 1]
            rgba[4 * i:4 * i + 4] = bytes((v, v, v, a))
        else:
            index = pixels[i]
            if 3 * index + 3 > len(palette):
                raise PNGCheckError("palette index %d out of range" % index)
            a = alpha[index] if index < len(alpha) else 255
            rgba[4 * i:4 * i + 4] = palette[3 * index:3 * index + 3] + bytes((a,))
    return bytes(rgba)


def check(path):
    with open(path, "rb") as handle:
        data = handle.read()
    chunks = read_chunks(data)
    if chunks[0][0] != b"IHDR" or len(chunks[0][1]) != 13:
        raise PNGCheckError("first chunk is not a 13-byte IHDR")
    width, height, depth, color_type, compression, filtering, interlace = struct.unpack(">IIBBBBB", chunks[0][1])
    if width == 0 or height == 0 or compression != 0 or filtering != 0:
        raise PNGCheckError("invalid IHDR")
    if depth != 8 or interlace != 0 or color_type not in CHANNELS:
        raise PNGCheckError("unsupported: depth %d, colour type %d, interlace %d" % (depth, color_type, interlace))
    kinds = [kind for kind, _ in chunks]
    idat_positions = [i for i, kind in enumerate(kinds) if kind == b"IDAT"]
    if not idat_positions or idat_positions != list(range(idat_positions[0], idat_positions[-1] + 1)):
        raise PNGCheckError("IDAT chunks missing or not consecutive")
    palette = b"".join(body for kind, body in chunks if kind == b"PLTE")
    alpha = b"".join(body for kind, body in chunks if kind == b"tRNS")
    if color_type == 3 and not palette:
        raise PNGCheckError("palette image without PLTE")
    stream = zlib.decompressobj()
    raw = stream.decompress(b"".join(body for kind, body in chunks if kind == b"IDAT"))
    if not stream.eof or stream.unused_data:
        raise PNGCheckError("zlib stream incomplete or followed by extra data")
    bpp = CHANNELS[color_type]
    if len(raw) != height * (1 + width * bpp):
        raise PNGCheckError("expected %d filtered bytes, got %d" % (height * (1 + width * bpp), len(raw)))
    rgba = to_rgba(unfilter(raw, width, height, bpp), width, height, color_type, palette, alpha)
    return "%s width=%d height=%d crc32=%08x chunks=%d" % (path, width, height, zlib.crc32(rgba) & 0xFFFFFFFF, len(chunks))


def main(paths):
    if not paths:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    for path in paths:
        try:
            print(check(path))
        except (OSError, PNGCheckError, zlib.error, struct.error) as error:
            print("%s: invalid PNG: %s" % (path, error), file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
