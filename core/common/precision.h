// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>
#include <array>
#include <optional>

namespace ts {

/// Numeric formats a workload can run in and a device can have a peak rate for.
/// The catalog, the workload model and the engine all key on this one enum.
enum class Precision { FP32, TF32, BF16, FP16, FP8, INT8, INT4 };

/// Every compute precision, widest first (the order tables and JSON output use). INT4 is not
/// one: it is a storage format for weights only (weight-only quantization, w4a16), which the
/// GEMM dequantizes to the activation precision; device rates are indexed by these six.
inline constexpr std::array<Precision, 6> kAllPrecisions = {
    Precision::FP32,
    Precision::TF32,
    Precision::BF16,
    Precision::FP16,
    Precision::FP8,
    Precision::INT8,
};

/// Storage size of one element in device memory, in bytes. TF32 is stored as FP32 (4 bytes):
/// it is a tensor-core compute mode, not a storage format.
int bytesPerElement(Precision precision);
/// Storage size in bits (INT4: 4, where bytesPerElement rounds up to 1). Weights are counted
/// in bits: a 4-bit weight is half a byte.
int bitsPerElement(Precision precision);
/// The formats weights may be stored in: the compute precisions (TF32 stored as FP32) and INT4.
QStringList weightPrecisionNames();
/// Parses a weight format name ("int4" as well as the compute precisions'); nothing else.
std::optional<Precision> weightPrecisionFromName(const QString& name);
/// True for a compute precision (one of kAllPrecisions).
bool isComputePrecision(Precision precision);

/// The precision everything around an 8-bit GEMM runs in: bf16 for fp8 and int8, else the
/// precision itself. 8-bit formats are GEMM input formats: cuBLASLt fp8 GEMMs, Transformer
/// Engine and TensorRT-LLM write the GEMM's result in 16 bits, and norms, activations, residual
/// adds and softmax run in 16 bits (docs/workload.md, "8-bit precisions").
Precision carrierPrecision(Precision precision);

/// The stable lower-case name used in JSON files and on the command line: "fp32", "tf32",
/// "bf16", "fp16", "fp8", "int8".
QString precisionName(Precision precision);

/// Parses a name written by precisionName() (case-insensitive); nothing for anything else.
std::optional<Precision> precisionFromName(const QString& name);

/// All names, in kAllPrecisions order (for "expected one of ..." diagnostics and help text).
QStringList precisionNames();

} // namespace ts
