package org.georc.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The one redactor: every message quoting a command line or a URL goes through it. */
class RedactorTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "georc score --api-key sk-abc123456 --output o.jsonl | georc score --api-key [REDACTED] --output o.jsonl",
        "georc score --api-key=sk-abc123456 | georc score --api-key=[REDACTED]",
        "serve --token 's3cr3t value' --port 1 | serve --token [REDACTED] --port 1",
        "x --password hunter22 | x --password [REDACTED]",
        "http://h:8000/v1?token=abc123&model=m | http://h:8000/v1?token=[REDACTED]&model=m",
        "https://h/v1/chat?key=AIzaSy123&alt=json | https://h/v1/chat?key=[REDACTED]&alt=json",
        "https://b.s3/x?X-Amz-Signature=deadbeef | https://b.s3/x?X-Amz-Signature=[REDACTED]",
        "https://user:pw@h/v1 | https://[REDACTED]@h/v1",
        "curl -H 'Authorization: Bearer abcdef123456' | curl -H 'Authorization: Bearer [REDACTED]'",
    })
    void secretsInCommandLinesAndUrlsAreHidden(String text, String redacted) {
        assertThat(Redactor.text(text)).isEqualTo(redacted);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "georc score --api-key-env OPENAI_API_KEY --max-tokens 512 --output o.jsonl",
        "serve --token-env GEORC_TOKEN --port 8080",
        "http://h:8000/v1/chat/completions?model=m",
        "georc leaderboard out.jsonl --output board.md",
    })
    void whatNamesWhereASecretIsOrCountsTokensStays(String text) {
        assertThat(Redactor.text(text)).isEqualTo(text);
    }

    @org.junit.jupiter.api.Test
    void anExactKeyIsHiddenWhereverItAppears() {
        assertThat(Redactor.of("k-98765").apply("echo: k-98765 and k-98765")).isEqualTo("echo: [REDACTED] and [REDACTED]");
        assertThat(Redactor.of("k-98765").exact("no patterns here: ?token=1")).isEqualTo("no patterns here: ?token=1");
    }
}
