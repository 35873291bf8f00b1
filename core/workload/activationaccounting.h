// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "operatorlistbuilder.h"
#include "workload.h"

namespace ts {

/// Finishes the contents of a model without a closed-form activation model (CNN, MLP, custom):
/// a training step keeps every forward op's output of one micro-batch for the backward pass
/// (Σ bytesWritten·count / micro-steps, no recomputation model); inference keeps only the
/// largest live tensor. Returns nothing, with `overflowAt` set, when any figure overflowed.
std::optional<Workload::Contents> finishContents(OperatorListBuilder& ops, const WorkloadSpec& spec,
    CheckedInt parameters, CheckedInt samplesPerStep, CheckedInt microSteps, QString* overflowAt);

} // namespace ts
