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
inline constexpr QLatin1StringView kSlabFloor("slab_floor");
inline constexpr QLatin1StringView kPadding("padding");
inline constexpr QLatin1StringView kFillDrain("fill_drain");
inline constexpr QLatin1StringView kDistribution("distribution");
inline constexpr QLatin1StringView kSustained("sustained");
inline constexpr QLatin1StringView kPromotion("fp32_promotion");
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
/// inline: the slider path builds thousands of operator estimates per frame, so no allocation,
/// and neither construction nor a copy touches more than the entries in use. Ids are static
/// text (a model's constants); setting an id twice replaces its value.
template <typename Value, int Capacity> class NamedValues
{
public:
    struct Item
    {
        QLatin1StringView id;
        Value value {};
    };

    class Iterator
    {
    public:
        Iterator(const NamedValues* values, int index)
            : m_values(values)
            , m_index(index)
        { }
        Item operator*() const { return m_values->at(m_index); }
        Iterator& operator++()
        {
            ++m_index;
            return *this;
        }
        bool operator!=(const Iterator& other) const { return m_index != other.m_index; }

    private:
        const NamedValues* m_values;
        int m_index;
    };

    /// Sets `id` to `value`, appending it when new. Beyond Capacity entries the call is a
    /// programming error (asserted); release builds drop the value rather than overflow.
    void set(QLatin1StringView id, Value value)
    {
        for (int i = 0; i < m_size; ++i) {
            if (sameId(i, id)) {
                m_values[i] = value;
                return;
            }
        }
        Q_ASSERT(m_size < Capacity);
        if (m_size < Capacity) {
            m_ids[m_size] = id.data();
            m_idSizes[m_size] = quint8(id.size());
            m_values[m_size] = value;
            ++m_size;
        }
    }
    std::optional<Value> value(QLatin1StringView id) const
    {
        for (int i = 0; i < m_size; ++i) {
            if (sameId(i, id))
                return m_values[i];
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
    Item at(int index) const
    {
        return { QLatin1StringView(m_ids[index], m_idSizes[index]), m_values[index] };
    }
    Iterator begin() const { return Iterator(this, 0); }
    Iterator end() const { return Iterator(this, m_size); }

    friend bool operator==(const NamedValues& a, const NamedValues& b)
    {
        if (a.m_size != b.m_size)
            return false;
        for (int i = 0; i < a.m_size; ++i) {
            if (a.at(i).id != b.at(i).id || !(a.m_values[i] == b.m_values[i]))
                return false;
        }
        return true;
    }

private:
    // The same static text is usually the same pointer; else compare the characters.
    bool sameId(int i, QLatin1StringView id) const
    {
        return (m_ids[i] == id.data() && m_idSizes[i] == id.size())
            || QLatin1StringView(m_ids[i], m_idSizes[i]) == id;
    }

    // Only the first m_size entries are ever read; the arrays are left uninitialized on purpose
    // (an estimate is built thousands of times per slider move) and copied whole, which for
    // these few bytes is cheaper than a loop.
    const char* m_ids[Capacity];
    quint8 m_idSizes[Capacity];
    Value m_values[Capacity];
    int m_size = 0;
};

/// The efficiency losses behind an operator's compute time, as the model that timed it names
/// them: each a factor in (0, 1], their product the fraction of the ideal rate reached. A GPU
/// tile model names tile, wave, alignment, shared-memory and sustained losses; a systolic model
/// padding, fill/drain, distribution and sustained; the roofline none.
class Losses : public NamedValues<double, 8>
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
using Mapping = NamedValues<qint64, 6>;

} // namespace ts::engine
