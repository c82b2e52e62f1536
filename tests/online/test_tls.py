"""serve --tls-cert/--tls-key: the table speaks wss:// and a client that trusts the
certificate plays through it."""

from __future__ import annotations

import asyncio
import datetime
import ipaddress
import ssl
from pathlib import Path

import pytest

from rummy_desktop.core.rules import preset
from rummy_desktop.online.client import TableRefused, open_table
from tests.online.test_commands import start_server, stop


def self_signed(folder: Path) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 and its key, made for this test alone."""
    x509 = pytest.importorskip("cryptography.x509")
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "rummy test table")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(
            x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
            critical=False,
        )
        .sign(key, hashes.SHA256())
    )
    cert_path, key_path = folder / "table.crt", folder / "table.key"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    return cert_path, key_path


def test_a_tls_table_speaks_wss_to_a_client_that_trusts_it(tmp_path: Path) -> None:
    cert, key = self_signed(tmp_path)
    server, url = start_server(
        tmp_path / "tables", 0, "--tls-cert", str(cert), "--tls-key", str(key)
    )
    try:
        assert url.startswith("wss://127.0.0.1:")
        trusting = ssl.create_default_context(cafile=str(cert))
        seats = [("Ann", "remote"), ("Bob", "easy")]
        created = asyncio.run(open_table(url, seats, preset("classic"), None, ssl=trusting))
        assert len(created["table"]) == 6 and created["seats"][0]["token"]
        with pytest.raises(TableRefused):  # without trusting the certificate: no table
            asyncio.run(open_table(url, seats, preset("classic"), None))
    finally:
        stop(server)
