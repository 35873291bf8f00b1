// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

namespace ts {

/// A 64-bit signed integer that remembers whether any arithmetic producing it overflowed.
/// Workload builders compute every FLOP, byte and parameter count with it, so that absurd sizes
/// end in an Overflow diagnostic instead of wrap-around, NaN or a crash. Once overflowed, a value
/// stays overflowed through every later operation (like a NaN, but checkable and exact).
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
        qint64 result = 0;
        if (a.m_overflow || b.m_overflow || __builtin_add_overflow(a.m_value, b.m_value, &result))
            return overflowed();
        return CheckedInt(result);
    }
    friend constexpr CheckedInt operator-(CheckedInt a, CheckedInt b)
    {
        qint64 result = 0;
        if (a.m_overflow || b.m_overflow || __builtin_sub_overflow(a.m_value, b.m_value, &result))
            return overflowed();
        return CheckedInt(result);
    }
    friend constexpr CheckedInt operator*(CheckedInt a, CheckedInt b)
    {
        qint64 result = 0;
        if (a.m_overflow || b.m_overflow || __builtin_mul_overflow(a.m_value, b.m_value, &result))
            return overflowed();
        return CheckedInt(result);
    }
    /// Integer division rounding toward zero; division by zero counts as overflow.
    friend constexpr CheckedInt operator/(CheckedInt a, CheckedInt b)
    {
        if (a.m_overflow || b.m_overflow || b.m_value == 0)
            return overflowed();
        return CheckedInt(a.m_value / b.m_value);
    }
    CheckedInt& operator+=(CheckedInt other) { return *this = *this + other; }
    CheckedInt& operator*=(CheckedInt other) { return *this = *this * other; }

    /// Division rounding up, for positive operands (e.g. tokens per expert).
    static constexpr CheckedInt ceilDiv(CheckedInt a, CheckedInt b)
    {
        return (a + b - CheckedInt(1)) / b;
    }

private:
    qint64 m_value = 0;
    bool m_overflow = false;
};

} // namespace ts
