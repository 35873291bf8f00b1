// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "interruptguard.h"

#include <atomic>
#include <csignal>

namespace ts::cli {

namespace {

// A lock-free atomic is one of the few things a signal handler may touch.
std::atomic<bool> s_interrupted { false };
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void onInterrupt(int)
{
    s_interrupted.store(true, std::memory_order_relaxed);
}

} // namespace

InterruptGuard::InterruptGuard()
{
    s_interrupted.store(false);
    m_previous = std::signal(SIGINT, onInterrupt);
    if (m_previous == SIG_ERR)
        m_previous = SIG_DFL;
}

InterruptGuard::~InterruptGuard()
{
    std::signal(SIGINT, m_previous);
}

bool InterruptGuard::interrupted()
{
    return s_interrupted.load(std::memory_order_relaxed);
}

} // namespace ts::cli
