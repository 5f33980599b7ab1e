"""SRA commutative encryption (Shamir, Rivest, Adleman, "Mental Poker", 1979), the
textbook construction over a published safe prime, with Python's own `pow`.

E_e(m) = m^e mod P and D_d(c) = c^d mod P with e*d = 1 mod (P-1), so encryptions
by two players commute: D_a(D_b(E_b(E_a(m)))) = m whatever the order. P is the
2048-bit MODP prime of RFC 3526, section 3 ("2048-bit MODP Group"), a safe prime
P = 2Q + 1 with Q prime. Items are encoded as quadratic residues, (i + 2)^2 mod P:
an odd exponent keeps a number's Legendre symbol, so with some encodings residues
and some not, anyone could tell those apart through every encryption. Within the
residues (a group of prime order Q) nothing of that kind leaks (the decisional
Diffie-Hellman assumption in that group). Nothing here is a cipher of our own.
"""

import secrets
from dataclasses import dataclass
from math import gcd

#: RFC 3526, section 3: 2^2048 - 2^1984 - 1 + 2^64 * ( [2^1918 pi] + 124476 )
P = int(
    "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD"
    "EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED"
    "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F"
    "83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B"
    "E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510"
    "15728E5A8AACAA68FFFFFFFFFFFFFFFF", 16)
Q = (P - 1) // 2
#: bits of the encryption exponents: RFC 3526 (section 8) gives 220 to 320 bits of exponent
#: for this group's strength. A short e makes the two shuffle steps cheap; its inverse
#: d, used to decrypt, is as long as P whatever e is.
EXPONENT_BITS = 320


def exponent() -> int:
    """A random secret exponent of EXPONENT_BITS bits, odd, so prime to P-1 = 2Q (Q is
    far longer): raising to it is a permutation of the residues, undone by `inverse`."""
    return secrets.randbits(EXPONENT_BITS) | (1 << (EXPONENT_BITS - 1)) | 1


def is_exponent(e: object) -> bool:
    """Whether `e` can be an encryption exponent (prime to P-1, so it has an inverse)."""
    return isinstance(e, int) and not isinstance(e, bool) and 1 < e < P - 1 and gcd(e, P - 1) == 1


def inverse(e: int) -> int:
    """The decryption exponent of `e` (full length: as long as P whatever e is)."""
    return pow(e, -1, P - 1)


@dataclass(frozen=True)
class Key:
    """An SRA key pair: e encrypts, d decrypts (e*d = 1 mod P-1)."""

    e: int
    d: int

    @classmethod
    def new(cls) -> "Key":
        """A random key: e of EXPONENT_BITS bits (see `exponent`)."""
        e = exponent()
        return cls(e, inverse(e))

    @classmethod
    def from_e(cls, e: int) -> "Key":
        """The key with encryption exponent `e` (ValueError if it is no key)."""
        if not is_exponent(e):
            raise ValueError("Not an SRA key for this prime.")
        return cls(e, inverse(e))

    def matches(self) -> bool:
        return 1 < self.e < P - 1 and self.e * self.d % (P - 1) == 1


def encode(item: int) -> int:
    """The number that stands for item `item` (0, 1, ...): a quadratic residue."""
    return (item + 2) ** 2 % P


def decoder(count: int) -> dict[int, int]:
    """Number -> item for the items 0 .. count-1."""
    return {encode(i): i for i in range(count)}


def power(c: int, exponent: int) -> int:
    return pow(c, exponent, P)


def is_residue(c: int) -> bool:
    """Euler's criterion: c is a quadratic residue mod P."""
    return pow(c, Q, P) == 1


def in_group(c: object) -> bool:
    """Whether `c` is a number the cipher works on (1 < c < P-1; residues are checked apart)."""
    return isinstance(c, int) and not isinstance(c, bool) and 1 < c < P - 1
