// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "workload/workloadspec.h"

#include <QCoreApplication>
#include <QString>

namespace ts {

/// A transformer's structure in one line, as the workload editor shows an imported model
/// (issue 21): depth and width, heads and their width, the MLP, the vocabulary, and what sets
/// the model apart (experts, latent attention, a sliding window, biases, tied embeddings).
/// Plain text; empty for a model that is not a transformer.
class ModelStructureText
{
    Q_DECLARE_TR_FUNCTIONS(ts::ModelStructureText)

public:
    static QString summary(const TransformerConfig& model);
};

} // namespace ts
