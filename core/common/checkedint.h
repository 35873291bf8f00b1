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
/// Every overflow check in the project goes through this type (no compiler builtins elsewhere);
/// it uses them where the compiler has them and standard C++ otherwise.
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
        if (a.m_overflow || b.m_overflow || addOverflows(a.m_value, b.m_value, &result))
            return overflowed();
        return CheckedInt(result);
    }
    friend constexpr CheckedInt operator-(CheckedInt a, CheckedInt b)
    {
        qint64 result = 0;
        if (a.m_overflow || b.m_overflow || subOverflows(a.m_value, b.m_value, &result))
            return overflowed();
        return CheckedInt(result);
    }
    friend constexpr CheckedInt operator*(CheckedInt a, CheckedInt b)
    {
        qint64 result = 0;
        if (a.m_overflow || b.m_overflow || mulOverflows(a.m_value, b.m_value, &result))
            return overflowed();
        return CheckedInt(result);
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
    // The compiler's overflow-checking arithmetic where it has it (GCC, Clang: one instruction
    // and a flag; the workload builders do millions of these per slider sweep), standard C++
    // otherwise. The rest of the project uses this type, never the builtins.
#if defined(__has_builtin)
#if __has_builtin(__builtin_add_overflow) && __has_builtin(__builtin_mul_overflow)
#define TS_CHECKEDINT_BUILTINS 1
#endif
#endif
    static constexpr bool addOverflows(qint64 x, qint64 y, qint64* result)
    {
#ifdef TS_CHECKEDINT_BUILTINS
        return __builtin_add_overflow(x, y, result);
#else
        if ((y > 0 && x > kMax - y) || (y < 0 && x < kMin - y))
            return true;
        *result = x + y;
        return false;
#endif
    }
    static constexpr bool subOverflows(qint64 x, qint64 y, qint64* result)
    {
#ifdef TS_CHECKEDINT_BUILTINS
        return __builtin_sub_overflow(x, y, result);
#else
        if ((y < 0 && x > kMax + y) || (y > 0 && x < kMin + y))
            return true;
        *result = x - y;
        return false;
#endif
    }
    static constexpr bool mulOverflows(qint64 x, qint64 y, qint64* result)
    {
#ifdef TS_CHECKEDINT_BUILTINS
        return __builtin_mul_overflow(x, y, result);
#else
        if (x != 0 && y != 0
            && (x > 0 ? (y > 0 ? x > kMax / y : y < kMin / x)
                      : (y > 0 ? x < kMin / y : y < kMax / x)))
            return true;
        *result = x * y;
        return false;
#endif
    }

    static constexpr qint64 kMax = std::numeric_limits<qint64>::max();
    static constexpr qint64 kMin = std::numeric_limits<qint64>::min();
    qint64 m_value = 0;
    bool m_overflow = false;
};

} // namespace ts
