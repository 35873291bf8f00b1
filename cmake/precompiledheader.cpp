// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The one source of the libraries that only hold a precompiled header for tests and benchmarks
// to reuse (cmake/TensorscopePrecompiledHeaders.cmake).
