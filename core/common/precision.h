// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "checkedint.h"

#include <QString>
#include <QStringList>
#include <array>
#include <optional>

namespace ts {

/// Numeric formats a workload can run in and a device can have a peak rate for.
/// The catalog, the workload model and the engine all key on this one enum.
/// The compute precisions come first, in kAllPrecisions order: device rates are arrays indexed
/// by the enum's value. INT4 (a weight format only) stays last.
enum class Precision { FP32, TF32, BF16, FP16, FP8, INT8, NVFP4, MXFP4, INT4 };

/// Every compute precision, widest first (the order tables and JSON output use). INT4 is not
/// one: it is a storage format for weights only (weight-only quantization, w4a16), which the
/// GEMM dequantizes to the activation precision; device rates are indexed by these eight.
///
/// The two 4-bit floating-point formats are block-scaled: E2M1 elements (1 sign, 2 exponent,
/// 1 mantissa bit) that share a scale per block.
/// - NVFP4 (NVIDIA, Blackwell): an FP8 E4M3 scale per 16 elements, and an FP32 scale per tensor
///   (NVIDIA Technical Blog, "Introducing NVFP4 for Efficient and Accurate Low-Precision
///   Inference",
///   https://developer.nvidia.com/blog/introducing-nvfp4-for-efficient-and-accurate-low-precision-inference/).
/// - MXFP4 (OCP Microscaling Formats (MX) Specification v1.0, section 5, table 1: MXFP4 is
///   E2M1 elements with an E8M0 scale per block of 32,
///   https://www.opencompute.org/documents/ocp-microscaling-formats-mx-v1-0-spec-final-pdf):
///   NVIDIA Blackwell and AMD CDNA 4 (MI355X).
inline constexpr std::array<Precision, 8> kAllPrecisions = {
    Precision::FP32,
    Precision::TF32,
    Precision::BF16,
    Precision::FP16,
    Precision::FP8,
    Precision::INT8,
    Precision::NVFP4,
    Precision::MXFP4,
};

/// Storage bits of 32 elements in device memory, block scales included: an exact integer for
/// every format (fp32 1024, bf16 512, fp8 256, nvfp4 32 × 4 + 2 × 8 = 144, mxfp4 32 × 4 + 8 =
/// 136, int4 128). The NVFP4 per-tensor FP32 scale is one number a tensor and is not counted.
int bitsPer32Elements(Precision precision);
/// Storage size of one element in device memory, in bytes, block scales included: fractional
/// for the 4-bit formats (nvfp4 0.5625, mxfp4 0.53125, int4 0.5). TF32 is stored as FP32 (4
/// bytes): it is a tensor-core compute mode, not a storage format.
double bytesPerElement(Precision precision);
/// Storage size in bits, block scales included (nvfp4 4.5, mxfp4 4.25, int4 4).
double bitsPerElement(Precision precision);
/// The bytes of `elements` values stored in `precision`, rounded up to a whole byte; exact
/// for the whole-byte formats (elements × bytes) and for the 4-bit ones (70e9 nvfp4 weights:
/// 70e9 × 4.5 / 8 bytes).
CheckedInt storageBytes(CheckedInt elements, Precision precision);
/// True for the 4-bit block-scaled floating-point formats (nvfp4, mxfp4).
bool isFp4Precision(Precision precision);
/// The formats weights may be stored in: the compute precisions (TF32 stored as FP32) and INT4.
QStringList weightPrecisionNames();
/// Parses a weight format name ("int4" as well as the compute precisions'); nothing else.
std::optional<Precision> weightPrecisionFromName(const QString& name);
/// True for a compute precision (one of kAllPrecisions).
bool isComputePrecision(Precision precision);

/// The precision everything around an 8-bit or 4-bit GEMM runs in: bf16 for fp8, int8, nvfp4
/// and mxfp4, else the precision itself. These are GEMM input formats: cuBLASLt fp8 and
/// block-scaled fp4 GEMMs, Transformer Engine and TensorRT-LLM write the GEMM's result in 16
/// bits, and norms, activations, residual adds and softmax run in 16 bits (docs/workload.md,
/// "8-bit precisions" and "4-bit floating point").
Precision carrierPrecision(Precision precision);

/// The stable lower-case name used in JSON files and on the command line: "fp32", "tf32",
/// "bf16", "fp16", "fp8", "int8", "nvfp4", "mxfp4".
QString precisionName(Precision precision);

/// Parses a name written by precisionName() (case-insensitive); nothing for anything else.
std::optional<Precision> precisionFromName(const QString& name);

/// All names, in kAllPrecisions order (for "expected one of ..." diagnostics and help text).
QStringList precisionNames();

} // namespace ts
