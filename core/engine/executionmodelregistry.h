// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "executionmodel.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <mutex>
#include <vector>

namespace ts::engine {

/// Which execution model times a device's operators. Each model registers a factory that
/// returns a model for the devices it understands and nothing for the others; the engine asks
/// once per estimate, in order of decreasing priority, and falls back to the ideal roofline.
///
/// The built-in models: "gpu-tiles" (priority 200, GPUs with an SM count), "systolic-folds"
/// (100, chips with matrix-unit geometry). Adding a model (Gaudi's MME, Trainium's NeuronCore)
/// is one ExecutionModel subclass and one add() call; the engine, the CLI and the views read
/// what it reports through ExecutionModelInfo and need no change. Thread-safe.
class ExecutionModelRegistry
{
public:
    using Factory = std::function<std::unique_ptr<ExecutionModel>(
        const Device& device, const EngineOptions& options)>;

    /// Keeps a registration alive; destroying it removes the model (for tests and plug-ins
    /// that unload). Built-in models are registered for the program's life.
    class Registration
    {
    public:
        Registration() = default;
        Registration(Registration&& other) noexcept;
        Registration& operator=(Registration&& other) noexcept;
        ~Registration();
        Registration(const Registration&) = delete;
        Registration& operator=(const Registration&) = delete;

    private:
        friend class ExecutionModelRegistry;
        explicit Registration(quint64 key)
            : m_key(key)
        { }
        quint64 m_key = 0;
    };

    static ExecutionModelRegistry& instance();

    /// Registers `factory` under `id` at `priority` (higher is asked first; equal priorities in
    /// registration order).
    [[nodiscard]] Registration add(QString id, int priority, Factory factory);

    /// The model for `device`: the first factory, by priority, that returns one; the ideal
    /// roofline when none does. Never null.
    std::unique_ptr<ExecutionModel> create(
        const Device& device, const EngineOptions& options) const;

    /// The registered ids in the order they are asked ("roofline", the fallback, not included).
    QStringList ids() const;

private:
    ExecutionModelRegistry();
    void remove(quint64 key);

    struct Entry
    {
        quint64 key = 0;
        QString id;
        int priority = 0;
        Factory factory;
    };
    mutable std::mutex m_mutex;
    std::vector<Entry> m_entries; ///< sorted by decreasing priority, stable
    quint64 m_nextKey = 1;
};

} // namespace ts::engine
