package org.georc.judges.llm.answer;

import org.georc.core.spi.Completion;
import org.georc.core.result.TokenUsage;

/** Sums the token usage of the requests made for one chain pair. Thread-safe. */
public final class UsageMeter {
    private TokenUsage total = TokenUsage.NONE;

    /** @param c a reply; its usage, when the back-end reported one, is added */
    public synchronized void add(Completion c) {
        if (c != null && c.usage() != null) {
            total = total.plus(c.usage());
        }
    }

    /** @return the sum so far, or null when no request reported usage */
    public synchronized TokenUsage total() {
        return total.requests() == 0 ? null : total;
    }
}
