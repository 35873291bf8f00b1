// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine/engineerror.h"
#include "scaling/scalingresult.h"

#include <QCoreApplication>
#include <QString>

namespace ts {

/// The one place the engine's error codes become words (translated), for the window and the
/// command line alike: core returns codes, never sentences.
class EngineErrorText
{
    Q_DECLARE_TR_FUNCTIONS(ts::EngineErrorText)

public:
    /// A clause without a capital or a full stop, to follow "DEVICE: ", e.g. "the device has no
    /// matrix rate for the precision or a fallback"; empty for EngineError::None.
    static QString describe(engine::EngineError error);
    /// Why a split has no estimate when the engine failed on it (ScalingResult::engineError),
    /// naming the operator when known: a `problems` entry of the job and scaling reports
    /// (report::EngineProblemText), the same words in `estimate --chips`, `scale` and the
    /// window's export.
    static QString splitProblem(const scaling::ScalingResult& result);
};

} // namespace ts
