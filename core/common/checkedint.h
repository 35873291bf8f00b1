// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

#include <limits>

namespace ts {

/// A 64-bit signed integer that remembers whether any arithmetic producing it overflowed.
/// Workload builders compute every FLOP, byte and parameter count with it, so that absurd sizes
/// end in an Overflow diagnostic instead of wrap-around, NaN or a crash. Once overflowed, a value
/// stays overflowed through every later operation (like a NaN, but checkable and exact).
/// Standard C++ only (no compiler builtins): every overflow check in the project goes through
/// this type.
class CheckedInt
{
public:
    constexpr CheckedInt() = default;
    constexpr CheckedInt(qint64 value)
        : m_value(value)
    { }

    static constexpr CheckedInt overflowed()
    {
        CheckedInt result;
        result.m_overflow = true;
        return result;
    }

    constexpr bool overflow() const { return m_overflow; }
    /// The value; meaningless (0) when overflow() is true.
    constexpr qint64 value() const { return m_overflow ? 0 : m_value; }

    friend constexpr CheckedInt operator+(CheckedInt a, CheckedInt b)
    {
        if (a.m_overflow || b.m_overflow || (b.m_value > 0 && a.m_value > kMax - b.m_value)
            || (b.m_value < 0 && a.m_value < kMin - b.m_value))
            return overflowed();
        return CheckedInt(a.m_value + b.m_value);
    }
    friend constexpr CheckedInt operator-(CheckedInt a, CheckedInt b)
    {
        if (a.m_overflow || b.m_overflow || (b.m_value < 0 && a.m_value > kMax + b.m_value)
            || (b.m_value > 0 && a.m_value < kMin + b.m_value))
            return overflowed();
        return CheckedInt(a.m_value - b.m_value);
    }
    friend constexpr CheckedInt operator*(CheckedInt a, CheckedInt b)
    {
        if (a.m_overflow || b.m_overflow)
            return overflowed();
        const qint64 x = a.m_value;
        const qint64 y = b.m_value;
        if (x == 0 || y == 0)
            return CheckedInt(0);
        const bool overflows
            = x > 0 ? (y > 0 ? x > kMax / y : y < kMin / x) : (y > 0 ? x < kMin / y : y < kMax / x);
        if (overflows)
            return overflowed();
        return CheckedInt(x * y);
    }
    /// Integer division rounding toward zero; division by zero counts as overflow.
    friend constexpr CheckedInt operator/(CheckedInt a, CheckedInt b)
    {
        if (a.m_overflow || b.m_overflow || b.m_value == 0
            || (a.m_value == kMin && b.m_value == -1))
            return overflowed();
        return CheckedInt(a.m_value / b.m_value);
    }
    CheckedInt& operator+=(CheckedInt other) { return *this = *this + other; }
    CheckedInt& operator*=(CheckedInt other) { return *this = *this * other; }

    /// Division rounding up, for non-negative `a` and positive `b` (e.g. tokens per expert);
    /// exact up to the largest value (no intermediate a + b − 1).
    static constexpr CheckedInt ceilDiv(CheckedInt a, CheckedInt b)
    {
        const CheckedInt q = a / b;
        if (q.m_overflow)
            return q;
        return CheckedInt(q.m_value + (a.m_value % b.m_value != 0 ? 1 : 0));
    }

private:
    static constexpr qint64 kMax = std::numeric_limits<qint64>::max();
    static constexpr qint64 kMin = std::numeric_limits<qint64>::min();
    qint64 m_value = 0;
    bool m_overflow = false;
};

} // namespace ts
