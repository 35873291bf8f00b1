// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "executionmodelregistry.h"

#include "gputilemodel.h"
#include "rooflinemodel.h"
#include "systolicfoldmodel.h"

#include <algorithm>

namespace ts::engine {

ExecutionModelRegistry::Registration::Registration(Registration&& other) noexcept
    : m_key(std::exchange(other.m_key, 0))
{ }

ExecutionModelRegistry::Registration& ExecutionModelRegistry::Registration::operator=(
    Registration&& other) noexcept
{
    if (this != &other) {
        if (m_key)
            ExecutionModelRegistry::instance().remove(m_key);
        m_key = std::exchange(other.m_key, 0);
    }
    return *this;
}

ExecutionModelRegistry::Registration::~Registration()
{
    if (m_key)
        ExecutionModelRegistry::instance().remove(m_key);
}

ExecutionModelRegistry::ExecutionModelRegistry()
{
    // Registered here rather than from static initializers in each model's file: a static
    // library drops object files nothing references, and their registration with them.
    const auto builtIn = [this](QString id, int priority, Factory factory) {
        m_entries.push_back({ m_nextKey++, std::move(id), priority, std::move(factory) });
    };
    builtIn(GpuTileModel::staticInfo().id, 200,
        [](const Device& device, const EngineOptions& options) -> std::unique_ptr<ExecutionModel> {
            if (!GpuTileModel::accepts(device))
                return nullptr;
            return std::make_unique<GpuTileModel>(device, options);
        });
    builtIn(SystolicFoldModel::staticInfo().id, 100,
        [](const Device& device, const EngineOptions& options) -> std::unique_ptr<ExecutionModel> {
            if (!SystolicFoldModel::accepts(device))
                return nullptr;
            return std::make_unique<SystolicFoldModel>(device, options);
        });
}

ExecutionModelRegistry& ExecutionModelRegistry::instance()
{
    static ExecutionModelRegistry registry;
    return registry;
}

ExecutionModelRegistry::Registration ExecutionModelRegistry::add(
    QString id, int priority, Factory factory)
{
    const std::lock_guard lock(m_mutex);
    const quint64 key = m_nextKey++;
    const auto at = std::find_if(m_entries.begin(), m_entries.end(),
        [priority](const Entry& e) { return e.priority < priority; });
    m_entries.insert(at, { key, std::move(id), priority, std::move(factory) });
    return Registration(key);
}

void ExecutionModelRegistry::remove(quint64 key)
{
    const std::lock_guard lock(m_mutex);
    std::erase_if(m_entries, [key](const Entry& e) { return e.key == key; });
}

std::unique_ptr<ExecutionModel> ExecutionModelRegistry::create(
    const Device& device, const EngineOptions& options) const
{
    {
        const std::lock_guard lock(m_mutex);
        for (const Entry& entry : m_entries) {
            if (auto model = entry.factory(device, options))
                return model;
        }
    }
    return std::make_unique<RooflineModel>(device, options);
}

QStringList ExecutionModelRegistry::ids() const
{
    const std::lock_guard lock(m_mutex);
    QStringList ids;
    for (const Entry& entry : m_entries)
        ids << entry.id;
    return ids;
}

} // namespace ts::engine
