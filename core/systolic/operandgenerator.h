// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <Eigen/Core>
#include <cstdint>

namespace ts::systolic {

/// Deterministic int8-range GEMM operands (what an INT8 matrix unit multiplies), generated
/// element by element from a seed: A(m, k) and B(k, n) are a hash of (seed, matrix, row, column),
/// so any tile of either matrix can be made on the fly, in any order, without the rest. The
/// streamed simulation makes its operands this way; tests materialise the same matrices to run
/// the whole-matrix simulator on them.
class OperandGenerator
{
public:
    explicit OperandGenerator(std::uint32_t seed)
        : m_keyA(mix(seed ^ 0x5bd1e995u))
        , m_keyB(mix(seed ^ 0x1b873593u))
    { }

    /// A key per matrix; value(key, r, c) is element (r, c) of that matrix.
    std::uint32_t keyA() const { return m_keyA; }
    std::uint32_t keyB() const { return m_keyB; }

    std::int8_t a(std::int64_t m, std::int64_t k) const { return value(m_keyA, m, k); }
    std::int8_t b(std::int64_t k, std::int64_t n) const { return value(m_keyB, k, n); }

    /// The part of an element's hash that depends on its row only.
    static std::uint32_t rowHash(std::uint32_t key, std::int64_t row)
    {
        const auto r = std::uint64_t(row);
        return key ^ (std::uint32_t(r) * 0x85ebca77u + std::uint32_t(r >> 32) * 0xc2b2ae3du);
    }
    /// Element (row, col) from rowHash(key, row): 32-bit arithmetic only, so that loops over a
    /// row vectorise.
    static std::int8_t valueFromRow(std::uint32_t rowHash, std::int64_t col)
    {
        const auto c = std::uint64_t(col);
        return std::int8_t(std::uint8_t(
            mix(rowHash ^ (std::uint32_t(c) * 0x27d4eb2fu + std::uint32_t(c >> 32) * 0x165667b1u))
            >> 24));
    }
    static std::int8_t value(std::uint32_t key, std::int64_t row, std::int64_t col)
    {
        return valueFromRow(rowHash(key, row), col);
    }

    /// The whole of A (m×k) or B (k×n) as a matrix, for tests and small checks.
    template <typename Scalar>
    Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> matrixA(
        std::int64_t m, std::int64_t k) const
    {
        return materialise<Scalar>(m_keyA, m, k);
    }
    template <typename Scalar>
    Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> matrixB(
        std::int64_t k, std::int64_t n) const
    {
        return materialise<Scalar>(m_keyB, k, n);
    }

private:
    /// MurmurHash3's 32-bit finaliser: every input bit affects every output bit.
    static std::uint32_t mix(std::uint32_t x)
    {
        x ^= x >> 16;
        x *= 0x85ebca6bu;
        x ^= x >> 13;
        x *= 0xc2b2ae35u;
        x ^= x >> 16;
        return x;
    }

    template <typename Scalar>
    static Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> materialise(
        std::uint32_t key, std::int64_t rows, std::int64_t cols)
    {
        Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic> m(rows, cols);
        for (Eigen::Index r = 0; r < m.rows(); ++r) {
            const std::uint32_t h = rowHash(key, r);
            for (Eigen::Index c = 0; c < m.cols(); ++c)
                m(r, c) = Scalar(valueFromRow(h, c));
        }
        return m;
    }

    std::uint32_t m_keyA;
    std::uint32_t m_keyB;
};

} // namespace ts::systolic
