// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

namespace ts::cli {

/// Turns Ctrl-C (SIGINT) into a flag for as long as it lives, so that a long batch computation
/// can stop between steps, say so and exit with kExitInterrupted instead of being killed
/// mid-output. The previous handler is restored on destruction. One at a time.
class InterruptGuard
{
public:
    InterruptGuard();
    ~InterruptGuard();
    InterruptGuard(const InterruptGuard&) = delete;
    InterruptGuard& operator=(const InterruptGuard&) = delete;

    /// True once SIGINT arrived while this guard was installed.
    static bool interrupted();

private:
    void (*m_previous)(int) = nullptr;
};

} // namespace ts::cli
