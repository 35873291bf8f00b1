// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The rows of the tests that check the window at every size and in every language (tst_layout,
// tst_presentation), and how many of them a sanitizer build runs.
#pragma once

#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <utility>

#if defined(__SANITIZE_ADDRESS__)
#define TENSORSCOPE_TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TENSORSCOPE_TEST_ASAN 1
#endif
#endif

namespace testmatrix {

/// True in a build with AddressSanitizer (`scripts/test.sh --sanitize`, the fuzz build).
#if defined(TENSORSCOPE_TEST_ASAN)
inline constexpr bool kSanitizedBuild = true;
#else
inline constexpr bool kSanitizedBuild = false;
#endif

/// The (first, second) pairs a matrix test runs, e.g. (language, window size). The release build
/// runs every pair: that is where a caption cut short in German at 1280×720 is caught, and the
/// layout checks give the same answer in every build. A sanitizer build looks for memory and
/// undefined-behaviour errors, which do not depend on the pair, at four to five times the cost of
/// a release run on the CI's two cores; it runs a covering diagonal instead — pair k is
/// (firsts[k mod F], seconds[k mod S]) for k < max(F, S) — so every language and every size is
/// still laid out, painted and played at least once.
template <typename First, typename Second>
QList<std::pair<First, Second>> pairs(const QList<First>& firsts, const QList<Second>& seconds)
{
    QList<std::pair<First, Second>> result;
    if (firsts.isEmpty() || seconds.isEmpty())
        return result;
    if (kSanitizedBuild) {
        const qsizetype count = std::max(firsts.size(), seconds.size());
        for (qsizetype k = 0; k < count; ++k)
            result.append({ firsts.at(k % firsts.size()), seconds.at(k % seconds.size()) });
        return result;
    }
    for (const First& first : firsts) {
        for (const Second& second : seconds)
            result.append({ first, second });
    }
    return result;
}

} // namespace testmatrix
