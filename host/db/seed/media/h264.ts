// A tiny, dependency-free H.264 (Baseline) + MP4 writer for the seed's product videos.
// It never compresses: the first frame is an IDR picture of I_PCM macroblocks (raw samples), and each later
// frame is a P picture that skips unchanged macroblocks and sends changed ones as I_PCM again. Lossless,
// tiny code, and any browser's H.264 decoder plays it. Frames are YUV 4:2:0, sizes multiples of 16.

export interface YuvFrame {
  y: Uint8Array; // width * height
  u: Uint8Array; // (width / 2) * (height / 2)
  v: Uint8Array;
  durationMs: number;
}

class Bits {
  private buf = new Uint8Array(1024);
  private len = 0;
  private cur = 0;
  private n = 0;
  private reserve(extra: number) {
    if (this.len + extra <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.len + extra));
    next.set(this.buf.subarray(0, this.len));
    this.buf = next;
  }
  bit(b: number) {
    this.cur = (this.cur << 1) | b;
    if (++this.n === 8) {
      this.reserve(1);
      this.buf[this.len++] = this.cur;
      this.cur = 0;
      this.n = 0;
    }
  }
  u(value: number, bits: number) {
    for (let i = bits - 1; i >= 0; i--) this.bit((value >>> i) & 1);
  }
  ue(value: number) {
    const x = value + 1;
    const len = 32 - Math.clz32(x);
    this.u(0, len - 1);
    this.u(x, len);
  }
  se(value: number) {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }
  alignZero() {
    while (this.n !== 0) this.bit(0);
  }
  /** Whole bytes; only when byte-aligned. */
  raw(bytes: Uint8Array) {
    this.reserve(bytes.length);
    this.buf.set(bytes, this.len);
    this.len += bytes.length;
  }
  trailing(): Uint8Array {
    this.bit(1);
    this.alignZero();
    return this.buf.subarray(0, this.len);
  }
}

/** NAL unit with emulation prevention (no 00 00 0x with x <= 3 inside the payload). */
function nal(refIdc: number, type: number, rbsp: Uint8Array): Buffer {
  const out = Buffer.alloc(1 + rbsp.length + Math.ceil(rbsp.length / 2));
  out[0] = (refIdc << 5) | type;
  let len = 1;
  let zeros = 0;
  for (let i = 0; i < rbsp.length; i++) {
    const b = rbsp[i];
    if (zeros >= 2 && b <= 3) {
      out[len++] = 3;
      zeros = 0;
    }
    out[len++] = b;
    zeros = b === 0 ? zeros + 1 : 0;
  }
  return out.subarray(0, len);
}

const LEVEL = 30;

function sps(width: number, height: number): Buffer {
  const b = new Bits();
  b.u(66, 8); // Baseline
  b.u(0xc0, 8); // constraint_set0 + constraint_set1
  b.u(LEVEL, 8);
  b.ue(0); // seq_parameter_set_id
  b.ue(0); // log2_max_frame_num_minus4: frame_num has 4 bits
  b.ue(2); // pic_order_cnt_type 2: output order = decoding order
  b.ue(1); // max_num_ref_frames
  b.u(0, 1); // gaps_in_frame_num_value_allowed_flag
  b.ue(width / 16 - 1);
  b.ue(height / 16 - 1);
  b.u(1, 1); // frame_mbs_only_flag
  b.u(1, 1); // direct_8x8_inference_flag
  b.u(0, 1); // frame_cropping_flag
  b.u(0, 1); // vui_parameters_present_flag
  return nal(3, 7, b.trailing());
}

function pps(): Buffer {
  const b = new Bits();
  b.ue(0); // pic_parameter_set_id
  b.ue(0); // seq_parameter_set_id
  b.u(0, 1); // CAVLC
  b.u(0, 1); // bottom_field_pic_order_in_frame_present_flag
  b.ue(0); // num_slice_groups_minus1
  b.ue(0); // num_ref_idx_l0_default_active_minus1
  b.ue(0); // num_ref_idx_l1_default_active_minus1
  b.u(0, 1); // weighted_pred_flag
  b.u(0, 2); // weighted_bipred_idc
  b.se(0); // pic_init_qp_minus26
  b.se(0); // pic_init_qs_minus26
  b.se(0); // chroma_qp_index_offset
  b.u(1, 1); // deblocking_filter_control_present_flag (so slices can turn it off)
  b.u(0, 1); // constrained_intra_pred_flag
  b.u(0, 1); // redundant_pic_cnt_present_flag
  return nal(3, 8, b.trailing());
}

function macroblockSamples(f: YuvFrame, width: number, mbx: number, mby: number): Uint8Array {
  const out = new Uint8Array(384);
  let k = 0;
  for (let row = 0; row < 16; row++) out.set(f.y.subarray((mby * 16 + row) * width + mbx * 16, (mby * 16 + row) * width + mbx * 16 + 16), (k += 16) - 16);
  const cw = width / 2;
  for (const plane of [f.u, f.v]) {
    for (let row = 0; row < 8; row++) out.set(plane.subarray((mby * 8 + row) * cw + mbx * 8, (mby * 8 + row) * cw + mbx * 8 + 8), (k += 8) - 8);
  }
  return out;
}

/** Every macroblock's raw samples, in raster order. */
function macroblocks(f: YuvFrame, width: number, height: number): Buffer[] {
  const out: Buffer[] = [];
  for (let mby = 0; mby < height / 16; mby++) for (let mbx = 0; mbx < width / 16; mbx++) out.push(Buffer.from(macroblockSamples(f, width, mbx, mby)));
  return out;
}

/** One picture as a slice: IDR with every macroblock, or P with unchanged macroblocks skipped. */
function slice(mbs: Buffer[], previous: Buffer[] | undefined, index: number): Buffer {
  const idr = previous === undefined;
  const b = new Bits();
  b.ue(0); // first_mb_in_slice
  b.ue(idr ? 7 : 5); // slice_type: I or P (all slices of the picture)
  b.ue(0); // pic_parameter_set_id
  b.u(index % 16, 4); // frame_num
  if (idr) b.ue(0); // idr_pic_id
  if (!idr) {
    b.u(0, 1); // num_ref_idx_active_override_flag
    b.u(0, 1); // ref_pic_list_modification_flag_l0
  }
  if (idr)
    b.u(0, 2); // no_output_of_prior_pics_flag, long_term_reference_flag
  else b.u(0, 1); // adaptive_ref_pic_marking_mode_flag
  b.se(0); // slice_qp_delta
  b.ue(1); // disable_deblocking_filter_idc: PCM needs no filtering
  let skipRun = 0;
  mbs.forEach((samples, i) => {
    if (previous && samples.equals(previous[i])) {
      skipRun++;
      return;
    }
    if (!idr) {
      b.ue(skipRun); // mb_skip_run
      skipRun = 0;
    }
    b.ue(idr ? 25 : 30); // mb_type I_PCM (5 + 25 in a P slice)
    b.alignZero(); // pcm_alignment_zero_bit
    b.raw(samples);
  });
  if (!idr && skipRun > 0) b.ue(skipRun);
  return nal(idr ? 3 : 2, idr ? 5 : 1, b.trailing());
}

// --- MP4 (ISO base media file) ---

const u8 = (n: number) => Buffer.from([n & 255]);
const u16 = (n: number) => Buffer.from([(n >> 8) & 255, n & 255]);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(body.length + 8), Buffer.from(type, 'latin1'), body]);
};
const fullBox = (type: string, version: number, flags: number, ...parts: Buffer[]) => box(type, u32((version << 24) | flags), ...parts);
const MATRIX = Buffer.concat([0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].map(u32));
const zeros = (n: number) => Buffer.alloc(n);

function moov(width: number, height: number, samples: Buffer[], durations: number[], mdatOffset: number): Buffer {
  const total = durations.reduce((a, d) => a + d, 0);
  const [spsNal, ppsNal] = [sps(width, height), pps()];
  const avcC = box('avcC', u8(1), u8(66), u8(0xc0), u8(LEVEL), u8(0xff), u8(0xe1), u16(spsNal.length), spsNal, u8(1), u16(ppsNal.length), ppsNal);
  const avc1 = box(
    'avc1',
    zeros(6),
    u16(1),
    zeros(16),
    u16(width),
    u16(height),
    u32(0x00480000),
    u32(0x00480000),
    zeros(4),
    u16(1),
    zeros(32),
    u16(0x18),
    u16(0xffff),
    avcC,
  );
  const stts: Buffer[] = [];
  let entries = 0;
  for (let i = 0; i < durations.length;) {
    let j = i;
    while (j < durations.length && durations[j] === durations[i]) j++;
    stts.push(u32(j - i), u32(durations[i]));
    entries++;
    i = j;
  }
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), avc1),
    fullBox('stts', 0, 0, u32(entries), ...stts),
    fullBox('stss', 0, 0, u32(1), u32(1)),
    fullBox('stsc', 0, 0, u32(1), u32(1), u32(samples.length), u32(1)),
    fullBox('stsz', 0, 0, u32(0), u32(samples.length), ...samples.map((s) => u32(s.length))),
    fullBox('stco', 0, 0, u32(1), u32(mdatOffset)),
  );
  const minf = box('minf', fullBox('vmhd', 0, 1, zeros(8)), box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))), stbl);
  const mdia = box(
    'mdia',
    fullBox('mdhd', 0, 0, u32(0), u32(0), u32(1000), u32(total), u16(0x55c4), u16(0)),
    fullBox('hdlr', 0, 0, u32(0), Buffer.from('vide'), zeros(12), Buffer.from('VideoHandler\0')),
    minf,
  );
  const tkhd = fullBox('tkhd', 0, 3, u32(0), u32(0), u32(1), u32(0), u32(total), zeros(8), zeros(8), MATRIX, u32(width << 16), u32(height << 16));
  const mvhd = fullBox('mvhd', 0, 0, u32(0), u32(0), u32(1000), u32(total), u32(0x00010000), u16(0x0100), zeros(10), MATRIX, zeros(24), u32(2));
  return box('moov', mvhd, box('trak', tkhd, mdia));
}

/** Encodes frames (all the same size) into a playable MP4 file. */
export function encodeMp4(frames: YuvFrame[], width: number, height: number): Uint8Array {
  if (width % 16 || height % 16) throw new Error('Video sizes must be multiples of 16');
  const mbs = frames.map((f) => macroblocks(f, width, height));
  const samples = frames.map((_, i) => {
    const unit = slice(mbs[i], mbs[i - 1], i);
    return Buffer.concat([u32(unit.length), unit]); // length-prefixed NAL units, as avcC says
  });
  const durations = frames.map((f) => f.durationMs);
  const ftyp = box('ftyp', Buffer.from('isom'), u32(512), Buffer.from('isomiso2avc1mp41'));
  const size = moov(width, height, samples, durations, 0).length; // the same size whatever the offset
  const mdat = box('mdat', ...samples);
  const header = Buffer.concat([ftyp, moov(width, height, samples, durations, ftyp.length + size + 8)]);
  return new Uint8Array(Buffer.concat([header, mdat]));
}
