// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <functional>
#include <memory>
#include <optional>

namespace ts {

/// A text built when it is first read, then kept: the rich-text explanations of a chart's
/// columns are read on a hover but were built for every column of every chart on every edit
/// (a fifth of an edit's instructions with twenty devices, bench_workspace). Copies share the
/// text. Reads convert to QString, so a LazyText stands where a QString was read.
class LazyText
{
public:
    LazyText() = default;
    LazyText(QString text)
        : m_state(std::make_shared<State>(State { {}, std::move(text) }))
    { }
    explicit LazyText(std::function<QString()> make)
        : m_state(std::make_shared<State>(State { std::move(make), std::nullopt }))
    { }

    /// The text, built now if it has not been.
    QString text() const
    {
        if (!m_state)
            return QString();
        if (!m_state->text)
            m_state->text = m_state->make ? m_state->make() : QString();
        return *m_state->text;
    }
    operator QString() const { return text(); }
    bool isEmpty() const { return text().isEmpty(); }
    bool contains(const QString& part) const { return text().contains(part); }

    /// This text followed by `more`, both built when the whole is read.
    LazyText& operator+=(const LazyText& more)
    {
        *this = LazyText([first = *this, more] { return first.text() + more.text(); });
        return *this;
    }

private:
    struct State
    {
        std::function<QString()> make;
        std::optional<QString> text;
    };
    std::shared_ptr<State> m_state;
};

} // namespace ts
