// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QLatin1StringView>
#include <QtGlobal>

#include <array>
#include <optional>

namespace ts::engine {

/// Stable ids of the losses the built-in execution models name (also their JSON keys). A model
/// may name others: the ids are open, these are only the ones the shipped models use.
namespace loss {
inline constexpr QLatin1StringView kTileQuantization("tile_quantization");
inline constexpr QLatin1StringView kWaveQuantization("wave_quantization");
inline constexpr QLatin1StringView kAlignment("alignment");
inline constexpr QLatin1StringView kSharedMemory("shared_memory");
inline constexpr QLatin1StringView kPadding("padding");
inline constexpr QLatin1StringView kFillDrain("fill_drain");
inline constexpr QLatin1StringView kDistribution("distribution");
inline constexpr QLatin1StringView kSustained("sustained");
} // namespace loss

/// Stable ids of the mapping counts the built-in models report.
namespace mapping {
inline constexpr QLatin1StringView kTileM("tile_m"); ///< GPU: CTA tile rows
inline constexpr QLatin1StringView kTileN("tile_n"); ///< GPU: CTA tile columns
inline constexpr QLatin1StringView kSplitK("split_k"); ///< GPU: CTAs sharing one tile's K
inline constexpr QLatin1StringView kWaves("waves"); ///< GPU: waves of CTAs over the SMs
inline constexpr QLatin1StringView kFolds("folds"); ///< systolic: folds of all products
} // namespace mapping

/// A short list of named values an execution model fills (its losses, its mapping), stored
/// inline: the slider path builds thousands of operator estimates per frame, so no allocation.
/// Ids point at static text (a model's constants); setting an id twice replaces its value.
template <typename Value, int Capacity> class NamedValues
{
public:
    struct Item
    {
        QLatin1StringView id;
        Value value {};
    };

    /// Sets `id` to `value`, appending it when new. Beyond Capacity entries the call is a
    /// programming error (asserted); release builds drop the value rather than overflow.
    void set(QLatin1StringView id, Value value)
    {
        for (int i = 0; i < m_size; ++i) {
            if (m_items[i].id == id) {
                m_items[i].value = value;
                return;
            }
        }
        Q_ASSERT(m_size < Capacity);
        if (m_size < Capacity)
            m_items[m_size++] = { id, value };
    }
    std::optional<Value> value(QLatin1StringView id) const
    {
        for (int i = 0; i < m_size; ++i) {
            if (m_items[i].id == id)
                return m_items[i].value;
        }
        return std::nullopt;
    }
    Value valueOr(QLatin1StringView id, Value fallback) const
    {
        return value(id).value_or(fallback);
    }
    bool contains(QLatin1StringView id) const { return value(id).has_value(); }
    int size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    const Item* begin() const { return m_items.data(); }
    const Item* end() const { return m_items.data() + m_size; }

    friend bool operator==(const NamedValues& a, const NamedValues& b)
    {
        if (a.m_size != b.m_size)
            return false;
        for (int i = 0; i < a.m_size; ++i) {
            if (a.m_items[i].id != b.m_items[i].id || !(a.m_items[i].value == b.m_items[i].value))
                return false;
        }
        return true;
    }

private:
    std::array<Item, Capacity> m_items {};
    int m_size = 0;
};

/// The efficiency losses behind an operator's compute time, as the model that timed it names
/// them: each a factor in (0, 1], their product the fraction of the ideal rate reached. A GPU
/// tile model names tile, wave, alignment, shared-memory and sustained losses; a systolic model
/// padding, fill/drain, distribution and sustained; the roofline none.
class Losses : public NamedValues<double, 12>
{
public:
    /// The product of every factor (1 for no losses).
    double product() const
    {
        double p = 1.0;
        for (const Item& item : *this)
            p *= item.value;
        return p;
    }
    /// The factor named `id`, 1 when the model did not name it (no such loss).
    double factor(QLatin1StringView id) const { return valueOr(id, 1.0); }
};

/// How a model mapped an operator onto the hardware, as named counts (tile rows, waves, folds,
/// ...): what the explanations and the CLI's JSON show besides the losses.
using Mapping = NamedValues<qint64, 8>;

} // namespace ts::engine
