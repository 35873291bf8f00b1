// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QtGlobal>

namespace ts {

/// The dimensions of a GEMM, each its own type so that a call cannot swap two of them without
/// a compiler error: GemmShape(GemmM(4096), GemmN(1024), GemmK(512)).
struct GemmM
{
    constexpr explicit GemmM(qint64 v)
        : value(v)
    { }
    qint64 value;
};
struct GemmN
{
    constexpr explicit GemmN(qint64 v)
        : value(v)
    { }
    qint64 value;
};
struct GemmK
{
    constexpr explicit GemmK(qint64 v)
        : value(v)
    { }
    qint64 value;
};
struct GemmBatch
{
    constexpr explicit GemmBatch(qint64 v)
        : value(v)
    { }
    qint64 value;
};

/// A GEMM as it runs on the hardware: `batch` independent products C[m×n] = A[m×k]·B[k×n]. The
/// one shape type of the project: the workload's operators, the engine's models, the systolic
/// array (A is SCALE-Sim's "ifmap", B its "filter") and the SIMT kernel all use it. For a
/// convolution it is the im2col view (m = N·Ho·Wo, n = Cout, k = Cin·kh·kw); for a backward
/// pass the transposed shapes of the data- and weight-gradient GEMMs. Empty (all zero) for
/// vector operators. Written everywhere in the order M×N×K (label(), JSON keys m, n, k).
class GemmShape
{
public:
    /// The empty shape (a vector operator).
    constexpr GemmShape() = default;
    constexpr GemmShape(GemmM m, GemmN n, GemmK k, GemmBatch batch = GemmBatch(1))
        : m_batch(batch.value)
        , m_m(m.value)
        , m_n(n.value)
        , m_k(k.value)
    { }

    constexpr qint64 batch() const { return m_batch; }
    constexpr qint64 m() const { return m_m; } ///< rows of A and C
    constexpr qint64 n() const { return m_n; } ///< columns of B and C
    constexpr qint64 k() const { return m_k; } ///< the reduction: columns of A, rows of B

    /// The same shape with one dimension replaced (a shard of it, one product of a batch).
    constexpr GemmShape withBatch(qint64 batch) const
    {
        return GemmShape(GemmM(m_m), GemmN(m_n), GemmK(m_k), GemmBatch(batch));
    }
    constexpr GemmShape withM(qint64 m) const
    {
        return GemmShape(GemmM(m), GemmN(m_n), GemmK(m_k), GemmBatch(m_batch));
    }
    constexpr GemmShape withN(qint64 n) const
    {
        return GemmShape(GemmM(m_m), GemmN(n), GemmK(m_k), GemmBatch(m_batch));
    }
    constexpr GemmShape withK(qint64 k) const
    {
        return GemmShape(GemmM(m_m), GemmN(m_n), GemmK(k), GemmBatch(m_batch));
    }

    /// No products: the shape of a vector operator.
    constexpr bool isEmpty() const { return m_batch == 0; }
    /// Every dimension and the batch at least 1.
    constexpr bool isValid() const { return m_batch >= 1 && m_m >= 1 && m_n >= 1 && m_k >= 1; }
    /// 2·batch·m·n·k in double (a multiply-add counting 2; exact below 2⁵³).
    constexpr double flops() const
    {
        return 2.0 * double(m_batch) * double(m_m) * double(m_n) * double(m_k);
    }

    /// "M×N×K", e.g. "4096×1024×512", with "B × " before it when batch > 1: the one written
    /// order of every label.
    QString label() const;

    friend constexpr bool operator==(const GemmShape&, const GemmShape&) = default;

private:
    qint64 m_batch = 0;
    qint64 m_m = 0;
    qint64 m_n = 0;
    qint64 m_k = 0;
};

} // namespace ts
